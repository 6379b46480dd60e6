/**
 * A function's bundle is evaluated once, and every run calls its export on the engine as it
 * was right after that evaluation, put back when the run ends (decision 0134). What Shopify's
 * fresh instance per run guarantees must hold: no run sees what another left, and the
 * evaluation's work and logs count in each run as if the run had evaluated the bundle itself.
 */
import {describe, expect, it} from 'vitest';
import {WORK_BUDGET_POLLS} from '../../emulators/commerce/src/functions/quickjs';
import {functionFixtures} from './function-fixtures';

const fixture = functionFixtures();

describe('a run of a bundle evaluated once', () => {
  it('sees no module state, global or prototype an earlier run changed', async () => {
    const module = await fixture(
      'stateful',
      `const g = globalThis as any;
       const seen = {runs: 0};
       seen.runs += 1;
       g.runs = (g.runs ?? 0) + 1;
       (Array.prototype as any).marked = ((Array.prototype as any).marked ?? 0) + 1;
       return {operations: [], runs: seen.runs, global: g.runs, marked: (Array.prototype as any).marked, n: input.n};`,
    );
    for (const n of [1, 2, 3]) {
      expect(module.run(JSON.stringify({n}))).toMatchObject({
        ok: true,
        output: {runs: 1, global: 1, marked: 1, n},
      });
    }
  });

  it('gives back what a run allocated: forty runs that each keep 2 MB stay within the 32 MB limit', async () => {
    const module = await fixture(
      'hoarder',
      `const g = globalThis as any;
       g.kept = g.kept ?? [];
       for (let i = 0; i < 2048; i += 1) g.kept.push('x'.repeat(1024) + i + input.n);
       return {operations: [], kept: g.kept.length};`,
    );
    for (let n = 0; n < 40; n += 1) {
      expect(module.run(JSON.stringify({n}))).toMatchObject({
        ok: true,
        output: {kept: 2048},
      });
    }
  });

  it('counts the top level’s work and logs in every run', async () => {
    const module = await fixture(
      'top-level',
      `return {operations: [], total: TOTAL + input.n};
       }
       console.log('top level');
       let TOTAL = 0;
       for (let i = 0; i < 8000; i += 1) TOTAL += i % 7;
       {`,
    );
    const first = module.run('{"n": 1}');
    const second = module.run('{"n": 2}');
    expect(first).toMatchObject({ok: true, logs: 'top level\n'});
    expect(second).toMatchObject({ok: true, logs: 'top level\n', work: first.work});
    expect(first.work).toBeGreaterThan(1);
  });

  it('fails every run of a bundle whose top level never ends, at the work budget', async () => {
    const module = await fixture(
      'endless-top-level',
      `return {operations: []};
       }
       for (;;) {}
       {`,
    );
    for (const n of [1, 2]) {
      expect(module.run(JSON.stringify({n}))).toMatchObject({
        ok: false,
        failure: 'instruction-budget',
        work: WORK_BUDGET_POLLS + 1,
      });
    }
  });
});
