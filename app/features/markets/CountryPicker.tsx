import {useEffect, useId, useMemo, useRef, useState} from 'react';
import {useFetcher} from '@remix-run/react';
import type Fuse from 'fuse.js';
import {useTranslation} from '~/i18n/react';
import type {Country} from '@brush/rules/countries';
import {COUNTRY_SEARCH_OPTIONS, normaliseCountryQuery} from './country-search';
import {CHANGE_COUNTRY_PATH, COUNTRY_PICKER_PATH} from './localization-loading';
import type {ChangeCountryResult} from './country-form';
import type {CountryPickerData} from './countries.server';
import {CountryList} from './CountryList';

export interface CountryPickerProps {
  /** After a change has been stored: the lines the cart could not keep. */
  onChanged: (result: {country: string; droppedTitles: string[]}) => void;
  onCancel: () => void;
}

/** The country picker (docs/product/markets.md#country-picker). */
export function CountryPicker({onChanged, onCancel}: CountryPickerProps) {
  const {t} = useTranslation();
  const searchId = useId();
  const list = useFetcher<CountryPickerData>();
  const change = useFetcher<ChangeCountryResult>();
  const [query, setQuery] = useState('');
  const [fuse, setFuse] = useState<Fuse<Country> | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  // The button that opened the picker is gone.
  useEffect(() => searchRef.current?.focus(), []);

  // Once per opening: fetcher.load keeps its identity across renders.
  const loadList = list.load;
  useEffect(() => {
    void loadList(COUNTRY_PICKER_PATH);
  }, [loadList]);

  const countries = list.data?.countries;
  useEffect(() => {
    if (!countries) return;
    let live = true;
    void import('fuse.js').then(({default: FuseSearch}) => {
      if (live) setFuse(new FuseSearch(countries, COUNTRY_SEARCH_OPTIONS));
    });
    return () => {
      live = false;
    };
  }, [countries]);

  const result = change.data;
  useEffect(() => {
    if (change.state === 'idle' && result?.ok) onChanged(result);
  }, [change.state, result, onChanged]);

  const pattern = normaliseCountryQuery(query);
  const shown = useMemo(() => {
    if (!countries) return [];
    if (!pattern || !fuse) return countries;
    return fuse.search(pattern).map((match) => match.item);
  }, [countries, fuse, pattern]);

  const busy = change.state !== 'idle';
  return (
    <div className="country-picker">
      <label htmlFor={searchId} className="country-picker__label">
        {t('footer.shipping.search')}
      </label>
      <input
        id={searchId}
        ref={searchRef}
        type="search"
        className="country-picker__search"
        value={query}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      {busy && (
        <p role="status" className="country-picker__status">
          {t('footer.shipping.updating')}
        </p>
      )}
      {result && !result.ok && (
        <p role="alert" className="country-picker__error">
          {t('footer.shipping.failed')}
        </p>
      )}
      {countries && shown.length === 0 && (
        <p role="status">{t('footer.shipping.noResults', {query: pattern})}</p>
      )}
      {!countries && (
        <p role="status" className="country-picker__status">
          {t('shell.loading')}
        </p>
      )}
      {list.data && (
        <CountryList
          countries={shown}
          current={list.data.current}
          disabled={busy}
          renderForm={(items) => (
            <change.Form method="post" action={CHANGE_COUNTRY_PATH}>
              {items}
            </change.Form>
          )}
        />
      )}
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {t('footer.shipping.cancel')}
      </button>
    </div>
  );
}
