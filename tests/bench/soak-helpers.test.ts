import {describe, expect, it} from 'vitest';
import {dependencyOf, isMutationBody} from '../../bench/fault-proxy';
import {shopperAddress} from '../../bench/shopper';

describe('the fault proxy', () => {
  it.each([
    {body: '{"query":"mutation cartLinesAdd($cartId: ID!) {}"}', mutation: true},
    {body: '{"query": " mutation cartCreate {}"}', mutation: true},
    {body: '{"query":"query CartQuery($cartId: ID!) {}"}', mutation: false},
    {body: '{"query":"query Mutations { mutationLog }"}', mutation: false},
  ])('tells a write from a read: $body', ({body, mutation}) => {
    expect(isMutationBody(body)).toBe(mutation);
  });

  it('sends each path to the dependency it fails', () => {
    expect(dependencyOf('/api/2025-01/graphql.json')).toBe('storefront');
    expect(dependencyOf('/v3/marketing/contacts')).toBe('mail');
    expect(dependencyOf('/api/cj')).toBe('brand');
  });
});

describe('a virtual shopper', () => {
  it('has a client address of its own among 200 shoppers and beyond', () => {
    const SHOPPERS = 70_000;
    const addresses = new Set(
      Array.from({length: SHOPPERS}, (_, id) => shopperAddress(id)),
    );
    expect(addresses.size).toBe(SHOPPERS);
    expect(shopperAddress(0)).toBe('10.0.0.0');
    expect(shopperAddress(257)).toBe('10.0.1.1');
  });
});
