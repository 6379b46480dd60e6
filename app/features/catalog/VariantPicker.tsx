import {Link} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {
  pickerOptions,
  variantForOptionValue,
  variantSearch,
  type SelectableVariant,
} from './variant-selection';

/** One group of choices per option that differs between the shopper's variants. */
export function VariantPicker<V extends SelectableVariant>({
  variants,
  selected,
}: {
  variants: readonly V[];
  selected: V;
}) {
  const {t} = useTranslation();
  return (
    <>
      {pickerOptions(variants).map((option) => {
        const current = selected.options.find((value) => value.name === option.name);
        return (
          <fieldset key={option.name} className="variant-picker">
            <legend>
              {option.name}
              {current && (
                <span className="variant-picker__current">{current.value}</span>
              )}
            </legend>
            <div className="variant-picker__values">
              {option.values.map((value) => {
                const target = variantForOptionValue(
                  variants,
                  selected,
                  option.name,
                  value,
                );
                if (!target) return null;
                const unavailable = target.available
                  ? ''
                  : ` (${t('catalog.unavailable')})`;
                return (
                  <Link
                    key={value}
                    to={variantSearch(target)}
                    replace
                    preventScrollReset
                    aria-current={target.id === selected.id}
                    aria-label={`${t('catalog.chooseOption', {option: option.name})}: ${value}${unavailable}`}
                    className={`variant-option${target.available ? '' : ' variant-option--unavailable'}`}
                  >
                    <span>{value}</span>
                    {!target.available && (
                      <span className="tag" aria-hidden="true">
                        {t('catalog.unavailable')}
                      </span>
                    )}
                  </Link>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
