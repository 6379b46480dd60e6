import type {ReactNode} from 'react';
import {useTranslation} from '~/i18n/react';
import type {Country} from '@brush/rules/countries';
import {LOCALIZATION_COUNTRY_FIELD} from './localization-loading';
import {CountryFlag} from './CountryFlag';

export interface CountryListProps {
  countries: readonly Country[];
  current: string;
  /** True while a change is being stored: nothing can be picked meanwhile. */
  disabled: boolean;
  /** The form around the list (a fetcher's form, or a plain one without JavaScript). */
  renderForm: (list: ReactNode) => ReactNode;
}

// The countries as submit buttons of one form: picking posts at once, with or without
// JavaScript, and keyboard and screen-reader users reach ordinary buttons.
export function CountryList({
  countries,
  current,
  disabled,
  renderForm,
}: CountryListProps) {
  const {t} = useTranslation();
  return renderForm(
    <fieldset className="country-list" disabled={disabled} aria-busy={disabled}>
      <legend className="visually-hidden">{t('footer.shipping.countries')}</legend>
      <ul className="country-list__items">
        {countries.map((country) => {
          const isCurrent = country.code === current;
          return (
            <li key={country.code}>
              <button
                type="submit"
                name={LOCALIZATION_COUNTRY_FIELD}
                value={country.code}
                className="country-list__option"
                aria-current={isCurrent ? 'true' : undefined}
              >
                <CountryFlag code={country.code} size="small" lazy />
                <span className="country-list__name">{country.name}</span>
                <span className="country-list__currency">{country.currency}</span>
                {isCurrent && (
                  <span className="country-list__current">
                    {t('footer.shipping.currentCountry')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>,
  );
}
