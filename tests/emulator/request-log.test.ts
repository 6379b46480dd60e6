import {describe, expect, it} from 'vitest';
import {
  REQUEST_LOG_CAPACITY,
  RequestLog,
} from '../../emulators/commerce/src/http/request-log';

const entry = (operationName: string) => ({
  time: '2026-01-01T00:00:00.000Z',
  operationName,
  operationType: 'query' as const,
  mutation: false,
  rootFields: ['shop'],
  country: 'US',
  storefrontId: null,
  status: 200,
  errors: 0,
  errorCodes: [],
  cost: 1,
  durationMs: 1,
});

describe('the admin request log', () => {
  it('keeps the newest entries up to its capacity, numbering on', () => {
    const log = new RequestLog();
    const total = REQUEST_LOG_CAPACITY + 25;
    for (let index = 1; index <= total; index++) log.record(entry(`op${index}`));
    const kept = log.since(0);
    expect(kept).toHaveLength(REQUEST_LOG_CAPACITY);
    expect(kept[0]).toMatchObject({seq: 26, operationName: 'op26'});
    expect(kept.at(-1)).toMatchObject({seq: total, operationName: `op${total}`});
    expect(log.seq).toBe(total);
  });

  it('answers what came after a mark, however many came before it', () => {
    const log = new RequestLog();
    for (let index = 0; index < REQUEST_LOG_CAPACITY * 2; index++)
      log.record(entry('old'));
    const mark = log.seq;
    log.record(entry('Product'));
    log.record(entry('Cart'));
    expect(log.since(mark).map((logged) => logged.operationName)).toEqual([
      'Product',
      'Cart',
    ]);
  });
});
