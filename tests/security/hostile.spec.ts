import {expect, test} from '@playwright/test';
import {CORPUS, HOSTILE_MARKET} from './corpus';
import {FORGED_COUNTRY, genuineSessionValue} from './forgery';
import {
  linePrices,
  operationsSince,
  requestLogSeq,
  storedCart,
  STOREFRONT_ORIGIN,
} from './platform';
import {expectHarmlessAnswer, linesOf, prepare, send} from './hostile-client';

test.describe('the hostile-input corpus', () => {
  test('has at least 100 requests, each with its own name', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(CORPUS.map((entry) => entry.name)).size).toBe(CORPUS.length);
  });

  test('a genuine session is honoured, so the forgeries below are really refused', async ({
    request,
  }) => {
    const response = await request.get(`${STOREFRONT_ORIGIN}/api/country`, {
      headers: {
        Cookie: `session=${await genuineSessionValue(FORGED_COUNTRY)}`,
        'oxygen-buyer-country': HOSTILE_MARKET,
      },
    });
    expect(await response.json()).toEqual({country: FORGED_COUNTRY});
  });

  for (const entry of CORPUS) {
    test(entry.name, async ({playwright}) => {
      // Own contexts: no cookie jar carries one request's cookies into the next.
      const newContext = () => playwright.request.newContext();
      const setup = await newContext();
      const hostile = await newContext();
      try {
        const fixtures = await prepare(newContext, setup, entry);
        const state = entry.state ?? 'untouched';
        const seq = await requestLogSeq(setup);
        const before = fixtures.own ? await storedCart(setup, fixtures.own.token) : null;
        const other = fixtures.other
          ? await storedCart(setup, fixtures.other.token)
          : null;

        await expectHarmlessAnswer(entry, await send(hostile, entry, fixtures));

        if (state === 'untouched') {
          const mutations = (await operationsSince(setup, seq)).filter(
            (operation) => operation.mutation && operation.country === HOSTILE_MARKET,
          );
          expect(mutations, 'no Storefront mutation').toEqual([]);
          if (fixtures.own && before) {
            expect(await storedCart(setup, fixtures.own.token)).toEqual(before);
          }
        }
        if (state === 'linesUntouched' && fixtures.own && before) {
          expect(linesOf(await storedCart(setup, fixtures.own.token))).toEqual(
            linesOf(before),
          );
        }
        if (fixtures.other && other) {
          expect(await storedCart(setup, fixtures.other.token)).toEqual(other);
        }
        const {unitPrice} = entry.expect;
        if (unitPrice && fixtures.own) {
          const prices = (await linePrices(setup, fixtures.own))
            .filter((line) => line.merchandiseId === unitPrice.merchandiseId)
            .map((line) => line.amount);
          expect(prices).toEqual([unitPrice.amount]);
        }
      } finally {
        await Promise.all([setup.dispose(), hostile.dispose()]);
      }
    });
  }
});
