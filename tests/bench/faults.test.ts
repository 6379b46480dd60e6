import {describe, expect, it} from 'vitest';
import {cookiesKept, faultVerdict, type FaultObservation} from '../../bench/faults';

const within = 2000;
const seen = (observation: Partial<FaultObservation>): FaultObservation => ({
  status: 500,
  ms: 100,
  errorScreen: false,
  cartShownEmpty: false,
  ...observation,
});

describe('faultVerdict', () => {
  it.each([
    {
      expect: 'error',
      observed: seen({errorScreen: true}),
      verdict: 'error screen',
      ok: true,
    },
    {
      expect: 'error',
      observed: seen({status: 502, errorScreen: false}),
      verdict: '502 without the error screen',
      ok: false,
    },
    {
      expect: 'error',
      observed: seen({errorScreen: true, ms: 2500}),
      verdict: 'answered after 2500 ms',
      ok: false,
    },
    {expect: 'error', observed: seen({status: null}), verdict: 'no answer', ok: false},
    {
      expect: 'error',
      observed: seen({status: 200}),
      verdict: 'answered 200 without the service',
      ok: false,
    },
    {
      expect: 'error',
      observed: seen({status: 200, errorScreen: true}),
      verdict: 'error screen with status 200',
      ok: false,
    },
    {
      expect: 'error',
      observed: seen({status: 200, cartShownEmpty: true}),
      verdict: 'cart shown empty (200)',
      ok: false,
    },
    {expect: 'error', observed: seen({status: 404}), verdict: 'answered 404', ok: false},
    {
      expect: 'error-or-served',
      observed: seen({status: 200}),
      verdict: 'served',
      ok: true,
    },
    {
      expect: 'error-or-served',
      observed: seen({errorScreen: true}),
      verdict: 'error screen',
      ok: true,
    },
  ] as const)(
    '$expect, $observed.status: $verdict',
    ({expect: expectation, observed, verdict, ok}) => {
      expect(faultVerdict({expect: expectation}, observed, within)).toEqual({
        verdict,
        ok,
      });
    },
  );
});

describe('cookiesKept', () => {
  const before = new Map([
    ['cart', 'abc%3Fkey%3Ddef'],
    ['session', 's1'],
  ]);
  it.each([
    {after: new Map(before), kept: true},
    {after: new Map([...before, ['session', 's2']]), kept: true},
    {after: new Map([...before, ['extra', 'x']]), kept: true},
    {after: new Map([['cart', 'abc%3Fkey%3Ddef']]), kept: false},
    {after: new Map([...before, ['cart', 'other']]), kept: false},
    {after: new Map([['session', 's1']]), kept: false},
  ])('$after → $kept', ({after, kept}) => {
    expect(cookiesKept(before, after)).toBe(kept);
  });
});
