import {describe, expect, it} from 'vitest';
import {Recorder} from '../../bench/shopper';

function deferred() {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return {promise, resolve};
}

describe("the soak's recorder", () => {
  it('measures only once every request in flight is answered, and holds new ones meanwhile', async () => {
    const recorder = new Recorder();
    const events: string[] = [];
    const first = deferred();
    const answer = (name: string, gate: Promise<void>) => async () => {
      events.push(`${name} sent`);
      await gate;
      events.push(`${name} answered`);
      return {status: 200, ms: 1};
    };
    const inFlight = recorder.time('page', answer('a', first.promise));
    const measurement = recorder.whileQuiet(async () => {
      events.push('measured');
      return 42;
    });
    const held = recorder.time('cart', answer('b', Promise.resolve()));
    await Promise.resolve();
    expect(events).toEqual(['a sent']);

    first.resolve();
    expect(await measurement).toBe(42);
    await Promise.all([inFlight, held]);
    expect(events).toEqual(['a sent', 'a answered', 'measured', 'b sent', 'b answered']);
    expect(recorder.requests.map((request) => request.kind)).toEqual(['page', 'cart']);
  });

  it('measures at once when nothing is in flight', async () => {
    const recorder = new Recorder();
    expect(await recorder.whileQuiet(async () => 'now')).toBe('now');
  });
});
