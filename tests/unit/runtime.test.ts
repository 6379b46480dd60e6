import {describe, expect, it} from 'vitest';
import {edgeBuyerCountry} from '../../app/server/runtime.server';

function request(cf: unknown, header: string | null): Request {
  const headers: Record<string, string> = header ? {'oxygen-buyer-country': header} : {};
  const built = new Request('https://shop.example.com/', {headers});
  if (cf !== undefined) Object.defineProperty(built, 'cf', {value: cf});
  return built;
}

describe('edgeBuyerCountry: one answer on Oxygen and on Workers', () => {
  it.each([
    ['Workers', {country: 'FR'}, null, 'FR'],
    ['Workers, with an unknown country as given', {country: 'XX'}, null, 'XX'],
    ['Workers without a country', {}, null, null],
    ['Workers with an empty country', {country: ''}, null, null],
    ['Oxygen', undefined, 'IT', 'IT'],
    ['Oxygen, whose workerd fills cf with a placeholder', {country: 'US'}, 'IT', 'IT'],
    ['Oxygen without the header', undefined, null, null],
    ['a cf object without a usable country', {country: 42}, null, null],
  ])('%s', (_runtime, cf, header, country) => {
    expect(edgeBuyerCountry(request(cf, header))).toBe(country);
  });
});
