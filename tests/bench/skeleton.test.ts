import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkBudgets, parseBudgets} from '../../bench/budgets';
import {PAGES} from '../../bench/config';
import {compareSides} from '../../bench/skeleton';
import type {LoadFigures} from '../../bench/server-load';

const budgets = parseBudgets(
  readFileSync(path.join(import.meta.dirname, '../../bench/budgets.json'), 'utf8'),
);

function side(requestsPerSecond: number, htmlGzipBytes: number, jsGzipBytes: number) {
  const load: LoadFigures = {
    page: 'product',
    path: PAGES.product.path,
    requestsPerSecond,
    p50: 1,
    p95: 1,
    p99: 1,
    requests: requestsPerSecond,
    non2xx: 0,
    errors: 0,
    upstreamPerRequest: 0,
    errorKinds: {},
    hitRatio: null,
  };
  return {...load, htmlBytes: htmlGzipBytes * 4, htmlGzipBytes, jsGzipBytes};
}

/** i18next and react-i18next, which the first-load budget allows beside the skeleton's JS. */
const PAIR = 20_000;

function statuses(shop: ReturnType<typeof side>, skeleton: ReturnType<typeof side>) {
  const compared = compareSides(PAGES.product, shop, skeleton, PAIR);
  const metrics = {
    'skeleton.product.throughputRatio': compared.throughputRatio,
    'skeleton.product.htmlGzipRatio': compared.htmlGzipRatio,
    'skeleton.product.jsGzipRatio': compared.jsGzipRatio,
  };
  return Object.fromEntries(
    checkBudgets(budgets, metrics)
      .filter((check) => check.metric.startsWith('skeleton.'))
      .map((check) => [check.metric, check.status]),
  );
}

describe('the shop beside the skeleton', () => {
  it('states each figure as the shop over the skeleton, first-load JS over the skeleton and the i18n pair', () => {
    const compared = compareSides(
      PAGES.product,
      side(150, 9000, 100_000),
      side(200, 6000, 105_000),
      PAIR,
    );
    expect(compared.throughputRatio).toBe(0.75);
    expect(compared.htmlGzipRatio).toBe(1.5);
    expect(compared.jsGzipRatio).toBe(0.8);
  });

  it('holds the budgets when the shop renders nine tenths as fast and weighs no more than allowed', () => {
    expect(statuses(side(180, 9000, 120_000), side(200, 6000, 100_000))).toEqual({
      'skeleton.product.throughputRatio': 'ok',
      'skeleton.product.htmlGzipRatio': 'ok',
      'skeleton.product.jsGzipRatio': 'ok',
    });
  });

  it('breaks them when the shop is slower or heavier than allowed', () => {
    expect(statuses(side(179, 9001, 120_001), side(200, 6000, 100_000))).toEqual({
      'skeleton.product.throughputRatio': 'broken',
      'skeleton.product.htmlGzipRatio': 'broken',
      'skeleton.product.jsGzipRatio': 'broken',
    });
  });
});
