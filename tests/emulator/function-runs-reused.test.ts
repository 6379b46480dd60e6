import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {bundleFunction} from '../../dev/functions-build';
import {
  FunctionModule,
  WORK_BUDGET_POLLS,
} from '../../emulators/commerce/src/functions/quickjs';

/**
 * A function is pure, so the platform answers a bundle's second run on the same input with
 * the first run's outcome (decision 0128). What the shop sees must not change: the same
 * output, the same failure, the same work and logs; and any other input or bundle runs.
 */
const fixtures = mkdtempSync(path.join(tmpdir(), 'function-reuse-'));
afterAll(() => rmSync(fixtures, {recursive: true, force: true}));

async function fixture(name: string, body: string): Promise<FunctionModule> {
  const source = path.join(fixtures, `${name}.ts`);
  writeFileSync(
    source,
    `export function cartLinesDiscountsGenerateRun(input: any) {\n${body}\n}\n`,
  );
  const {code} = await bundleFunction(source, 'cartLinesDiscountsGenerateRun');
  return new FunctionModule(name, code, 'cartLinesDiscountsGenerateRun');
}

describe('a run on an input the bundle has already run', () => {
  it('answers the first run’s output and logs, in an object of its own', async () => {
    const module = await fixture(
      'doubles',
      'console.log("seen", input.n); return {operations: [], doubled: input.n * 2};',
    );
    const first = module.run('{"n": 21}');
    expect(first).toMatchObject({ok: true, output: {doubled: 42}, reused: false});
    if (first.ok) (first.output as {doubled: number}).doubled = 0;
    const second = module.run('{"n": 21}');
    expect(second).toMatchObject({
      ok: true,
      output: {operations: [], doubled: 42},
      logs: 'seen 21\n',
      work: first.work,
      reused: true,
    });
  });

  it('runs an input it has not seen, even one that differs only in spacing', async () => {
    const module = await fixture('spaced', 'return {operations: [], n: input.n};');
    expect(module.run('{"n": 1}')).toMatchObject({reused: false});
    expect(module.run('{"n":1}')).toMatchObject({
      ok: true,
      output: {n: 1},
      reused: false,
    });
    expect(module.run('{"n": 2}')).toMatchObject({
      ok: true,
      output: {n: 2},
      reused: false,
    });
  });

  it('runs another bundle on the same input', async () => {
    const ten = await fixture('ten', 'return {operations: [], value: 10};');
    const eleven = await fixture('eleven', 'return {operations: [], value: 11};');
    expect(ten.run('{"same": true}')).toMatchObject({output: {value: 10}});
    expect(eleven.run('{"same": true}')).toMatchObject({
      output: {value: 11},
      reused: false,
    });
  });

  it('answers the same failure: a thrown error, output that is no JSON, the work budget', async () => {
    const module = await fixture(
      'failing',
      `if (input.mode === 'throw') throw new TypeError('no lines');
       if (input.mode === 'silent') return undefined;
       if (input.mode === 'loop') { let n = 0; for (;;) { n += 1; } }
       return {operations: []};`,
    );
    for (const mode of ['throw', 'silent', 'loop']) {
      const input = JSON.stringify({mode});
      const first = module.run(input);
      expect(first).toMatchObject({ok: false, reused: false});
      const {ms: _firstMs, reused: _firstReused, ...firstSeen} = first;
      const {ms: _againMs, reused: againReused, ...againSeen} = module.run(input);
      expect(againReused).toBe(true);
      expect(againSeen).toEqual(firstSeen);
    }
    expect(module.run('{"mode": "loop"}')).toMatchObject({
      failure: 'instruction-budget',
      work: WORK_BUDGET_POLLS + 1,
    });
    // A run after a stopped one starts its count afresh.
    expect(module.run('{"mode": "finish"}')).toMatchObject({
      ok: true,
      reused: false,
    });
    const finished = module.run('{"mode": "end"}');
    expect(finished.work).toBeLessThanOrEqual(1);
  });
});
