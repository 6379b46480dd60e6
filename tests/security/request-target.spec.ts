/**
 * Request targets no page reads: a stray '%', escapes that are not UTF-8, an absolute URL or
 * '*'. The stack answers them with the shop's 400 page, a way home and its security headers,
 * never with a runtime's error naming this machine's files or libraries.
 */
import {expect, test} from '@playwright/test';
import {security} from '../../app/i18n/security';
import {rawRequest, sendRaw} from './raw-http';

const MALFORMED_TARGETS = [
  '/%',
  '/products/%zz',
  '/search?q=%E0%A4%A',
  '/products/%E0%A4',
  'http://evil.example/',
  '*',
];

/** What an error page of a runtime or library gives away. */
const LEAKS = [
  /TypeError/,
  /Invalid URL/,
  /\/(home|work|tmp|usr)\//,
  /node_modules/,
  /\bat \S+ \(/,
  /workerd|miniflare|remix/i,
];

for (const target of MALFORMED_TARGETS) {
  test(`GET ${target} gets the shop's 400 refusal with its security headers`, async () => {
    const answer = await sendRaw(rawRequest('GET', target, ['Connection: close']));
    expect(answer?.status).toBe(400);
    // The shop's page in the shopper's language (no geo: the default market's English).
    expect(answer?.body).toContain(`<h1>${security.en.malformedPage.title}</h1>`);
    expect(answer?.body).toContain('<a href="/">');
    expect(answer?.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer?.headers.get('referrer-policy')).toBeTruthy();
    for (const leak of LEAKS) expect(answer?.body ?? '').not.toMatch(leak);
  });
}

test('a well-formed escaped search still answers', async () => {
  const answer = await sendRaw(
    rawRequest('GET', '/search?q=%E0%A4%A8', ['Connection: close']),
  );
  expect(answer?.status).toBe(200);
});
