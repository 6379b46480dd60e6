// @vitest-environment happy-dom
import {act, cleanup, fireEvent, screen, waitFor} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  CHANGE_COUNTRY_PATH,
  COUNTRY_STORAGE_KEY,
} from '~/features/markets/localization-loading';
import {overlay, setup, stubCountryAnswer} from './support/localization-harness';

/**
 * The overlay against a real data router: it shows while a change of country is posted and
 * while the page's data reloads after it, and never for other submissions. The action and
 * the loader wait on gates the test opens, so every step is observed, not timed.
 */

let countryAnswer: ReturnType<typeof stubCountryAnswer>;

beforeEach(() => {
  window.sessionStorage.clear();
  countryAnswer = stubCountryAnswer(() => Response.json({country: 'US'}));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LocalizationLoadingOverlay', () => {
  it('is absent once the page has its country data', async () => {
    setup();
    await screen.findByRole('button', {name: 'ship to France'});
    expect(overlay()).toBeNull();
  });

  it('covers the page from posting a country until the page data has reloaded', async () => {
    const {router, actionGate, reloadGate} = setup();
    fireEvent.click(await screen.findByRole('button', {name: 'ship to France'}));
    const shown = await screen.findByRole('status', {name: 'loading your country'});
    expect(shown.getAttribute('aria-busy')).toBe('true');

    await act(async () => actionGate.open());
    // The action is done; the page data (the country) is still reloading.
    expect(overlay()).not.toBeNull();

    await act(async () => reloadGate.open());
    await waitFor(() =>
      expect(router.state.loaderData.root).toEqual({market: {country: 'FR'}}),
    );
    expect(overlay()).toBeNull();
  });

  it('stays away for a submission that does not change the country', async () => {
    const {router, actionGate, reloadGate} = setup();
    fireEvent.click(await screen.findByRole('button', {name: 'add to cart'}));
    await waitFor(() =>
      expect([...router.state.fetchers.values()].map((f) => f.state)).toEqual([
        'submitting',
      ]),
    );
    expect(overlay()).toBeNull();
    await act(async () => actionGate.open());
    expect(overlay()).toBeNull();
    await act(async () => reloadGate.open());
    await waitFor(() =>
      expect([...router.state.fetchers.values()].map((f) => f.state)).toEqual(['idle']),
    );
    expect(overlay()).toBeNull();
  });

  it('asks GET /api/country once per session and keeps the answer in session storage', async () => {
    setup();
    await countryAnswer.answer();
    await waitFor(() =>
      expect(window.sessionStorage.getItem(COUNTRY_STORAGE_KEY)).toBe('US'),
    );
    expect(countryAnswer.fetch).toHaveBeenCalledTimes(1);
    expect(countryAnswer.fetch).toHaveBeenCalledWith(CHANGE_COUNTRY_PATH, {
      headers: {Accept: 'application/json'},
    });

    cleanup();
    setup();
    await screen.findByRole('button', {name: 'ship to France'});
    expect(countryAnswer.fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again when the page says the stored country is out of date', async () => {
    window.sessionStorage.setItem(COUNTRY_STORAGE_KEY, 'FR');
    setup();
    await countryAnswer.answer();
    await waitFor(() =>
      expect(window.sessionStorage.getItem(COUNTRY_STORAGE_KEY)).toBe('US'),
    );
    expect(countryAnswer.fetch).toHaveBeenCalledTimes(1);
  });

  it('covers a page without country data until the browser has its answer', async () => {
    countryAnswer = stubCountryAnswer(() => Response.json({country: 'FR'}));
    setup({withMarket: false});
    expect(
      await screen.findByRole('status', {name: 'loading your country'}),
    ).toBeTruthy();
    await countryAnswer.answer();
    await waitFor(() => expect(overlay()).toBeNull());
    expect(window.sessionStorage.getItem(COUNTRY_STORAGE_KEY)).toBe('FR');
  });

  it.each([
    ['a failed answer', () => new Response('upstream down', {status: 502})],
    ['an answer without a country', () => Response.json({country: '<script>'})],
  ])(
    'falls back to the default country on %s, storing nothing',
    async (_case, answer) => {
      countryAnswer = stubCountryAnswer(answer);
      setup({withMarket: false});
      expect(
        await screen.findByRole('status', {name: 'loading your country'}),
      ).toBeTruthy();
      await countryAnswer.answer();
      await waitFor(() => expect(overlay()).toBeNull());
      expect(window.sessionStorage.getItem(COUNTRY_STORAGE_KEY)).toBeNull();
    },
  );
});
