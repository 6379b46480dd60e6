import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {budgetsHold, checkBudgets, parseBudgets, type Budget} from '../../bench/budgets';

const budgets: Budget[] = [
  {name: 'performance', metric: 'lighthouse.*.performance', min: 95},
  {name: 'product JS', metric: 'js.product.firstLoadGzipBytes', max: 120_000},
  {name: 'one mutation', metric: 'addToCart.mutationsPerAdd', min: 1, max: 1},
];

describe('checkBudgets', () => {
  it('expands * over one segment and judges each figure', () => {
    const checks = checkBudgets(budgets.slice(0, 1), {
      'lighthouse.home.performance': 96,
      'lighthouse.cart.performance': 94,
      'lighthouse.home.seo': 50,
      'lighthouse.a.b.performance': 10,
    });
    expect(checks.map((check) => [check.metric, check.status])).toEqual([
      ['lighthouse.cart.performance', 'broken'],
      ['lighthouse.home.performance', 'ok'],
    ]);
  });

  it.each([
    {actual: 120_000, status: 'ok'},
    {actual: 120_001, status: 'broken'},
    {actual: Number.NaN, status: 'broken'},
  ])('a max of 120000 with $actual is $status', ({actual, status}) => {
    const [check] = checkBudgets([budgets[1] as Budget], {
      'js.product.firstLoadGzipBytes': actual,
    });
    expect(check?.status).toBe(status);
  });

  it.each([
    {actual: 0, status: 'broken'},
    {actual: 1, status: 'ok'},
    {actual: 2, status: 'broken'},
  ])('min 1 and max 1 with $actual is $status', ({actual, status}) => {
    const [check] = checkBudgets([budgets[2] as Budget], {
      'addToCart.mutationsPerAdd': actual,
    });
    expect(check?.status).toBe(status);
    expect(check?.limit).toBe('≥ 1 and ≤ 1');
  });

  it('breaks a budget nothing measured, unless its part was skipped', () => {
    expect(checkBudgets(budgets.slice(1, 2), {})[0]?.status).toBe('not measured');
    expect(checkBudgets(budgets.slice(1, 2), {}, new Set(['js']))[0]?.status).toBe(
      'skipped',
    );
  });

  it('holds only when every check is ok or skipped', () => {
    const passing = checkBudgets(budgets, {
      'lighthouse.home.performance': 99,
      'js.product.firstLoadGzipBytes': 1,
      'addToCart.mutationsPerAdd': 1,
    });
    expect(budgetsHold(passing)).toBe(true);
    expect(budgetsHold(checkBudgets(budgets, {'lighthouse.home.performance': 99}))).toBe(
      false,
    );
  });
});

describe('parseBudgets', () => {
  it.each([
    ['{}', /needs a "budgets" list/],
    ['{"budgets":[{"name":"x","metric":"y"}]}', /budget 1 needs/],
    ['{"budgets":[{"name":"x","metric":"y","max":"5"}]}', /budget 1 needs/],
  ])('refuses %s', (json, message) => {
    expect(() => parseBudgets(json)).toThrow(message);
  });

  it("reads the harness's own budgets.json", () => {
    const file = path.resolve(import.meta.dirname, '../../bench/budgets.json');
    const parsed = parseBudgets(readFileSync(file, 'utf8'));
    expect(parsed.length).toBeGreaterThan(10);
    expect(parsed).toContainEqual({
      name: 'cached product throughput ≥ 80% of /healthz (decision 0106)',
      metric: 'load.product.ratioToHealthz',
      min: 0.8,
      max: undefined,
    });
  });
});
