import {listFormat} from '@brush/rules/intl-formats';
import {useTranslation} from '~/i18n/react';

// The cart lines a change of country could not keep, named in the new country's language
// and joined as that language lists things ('A, B et C'), in the singular for one.
export function DroppedNotice({
  countryName,
  titles,
}: {
  countryName: string;
  titles: readonly string[];
}) {
  const {t, i18n} = useTranslation();
  if (titles.length === 0) return null;
  return (
    <p role="status" className="shipping-info__dropped">
      {t('footer.shipping.dropped', {
        count: titles.length,
        country: countryName,
        titles: listFormat(i18n.language, {type: 'conjunction'}).format(titles),
      })}
    </p>
  );
}
