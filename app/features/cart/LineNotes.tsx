import {useTranslation} from '~/i18n/react';
import {useFormatMoney} from '~/features/catalog/Price';
import {lineNotes, type AttributedLine} from '@brush/rules/cart-attributes';
import {carriesSurveyDiscount, type DiscountAllocation} from '~/lib/discount-lines';

/** A line's attributes and discounts in words, alike on a cart line and an order's item. */
export function LineNotes({
  line,
  saved,
  allocations,
  currencyCode,
}: {
  line: AttributedLine;
  /** What the line's discounts take off, in the line's currency. */
  saved: number;
  /** The platform's discounts on the line: the survey's words need the survey's discount. */
  allocations: readonly DiscountAllocation[];
  currencyCode: string;
}) {
  const {t} = useTranslation();
  const formatMoney = useFormatMoney();
  // Only the allocation tells: the discount goes to the cart's three highest-priced units,
  // marked or not (docs/product/pricing.md#survey-discount).
  const surveyApplied = carriesSurveyDiscount(allocations);
  const notes: string[] = [
    ...(surveyApplied ? [t('cart.notes.surveyDiscount')] : []),
    ...lineNotes(line).map((note) =>
      note.kind === 'yourPrice'
        ? t('cart.notes.yourPrice', {
            amount: formatMoney({amount: note.amount, currencyCode}),
          })
        : t(`cart.notes.${note.kind}`),
    ),
  ];
  if (saved > 0) {
    notes.push(
      t('cart.lineDiscount', {amount: formatMoney({amount: saved, currencyCode})}),
    );
  }
  if (notes.length === 0) return null;
  return <p className="line-notes">{notes.join(' · ')}</p>;
}
