import {useFetcher} from '@remix-run/react';
import {act, render, screen} from '@testing-library/react';
import {createMemoryRouter, RouterProvider} from 'react-router-dom';
import {vi} from 'vitest';
import {LocalizationLoadingOverlay} from '~/features/markets/LocalizationLoading';
import {i18nFor} from '~/i18n';
import {TextsProvider} from '~/i18n/react';
import {LOCALIZATION_COUNTRY_FIELD} from '~/features/markets/localization-loading';
import {gate} from './gate';

/**
 * The localization overlay's test harness: a country chooser and another form on a real data
 * router whose action and reload wait on gates the test opens, and GET /api/country answered
 * when the test says.
 */

function Chooser() {
  const fetcher = useFetcher();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          fetcher.submit({[LOCALIZATION_COUNTRY_FIELD]: 'FR'}, {method: 'post'})
        }
      >
        ship to France
      </button>
      <button
        type="button"
        onClick={() => fetcher.submit({cartFormInput: '{}'}, {method: 'post'})}
      >
        add to cart
      </button>
    </>
  );
}

/** GET /api/country as the browser sees it: answers once the test opens its gate. */
export function stubCountryAnswer(answer: () => Response) {
  const answered = gate();
  const fetch = vi.fn(async () => {
    await answered.opened;
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  return {fetch, answer: () => act(async () => answered.open())};
}

export function setup({withMarket = true}: {withMarket?: boolean} = {}) {
  let country = 'US';
  const actionGate = gate();
  const reloadGate = gate();
  let loads = 0;
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: async () => {
          loads += 1;
          if (loads > 1) await reloadGate.opened;
          return {market: withMarket ? {country} : null};
        },
        action: async ({request}) => {
          const form = await request.formData();
          await actionGate.opened;
          country = String(form.get(LOCALIZATION_COUNTRY_FIELD) ?? country);
          return null;
        },
        element: (
          <>
            <LocalizationLoadingOverlay />
            <Chooser />
          </>
        ),
      },
    ],
    {initialEntries: ['/']},
  );
  render(
    <TextsProvider translator={i18nFor('en')}>
      <RouterProvider router={router} future={{v7_startTransition: true}} />
    </TextsProvider>,
  );
  return {router, actionGate, reloadGate};
}

export const overlay = () => screen.queryByRole('status', {name: 'loading your country'});
