import {describe, expect, it} from 'vitest';
import {resources} from '~/i18n';
import {textsVersion} from '~/i18n/page-texts';
import {PRODUCT} from '../emulator/seed-variants';
import {localPlatformUpstream} from './support/upstream';
import {workerAgainst} from './support/worker';

const storefront = localPlatformUpstream({warm: false});
const worker = workerAgainst(storefront);

/** The texts' version as the worker names it: the same texts, the same name. */
const VERSION = textsVersion(resources);
const FRENCH_TEXTS = `/api/texts/fr?v=${VERSION}`;
const IN_FRANCE = {'oxygen-buyer-country': 'FR'};

/** The head's preloads of texts, as written. */
function textsPreloads(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link [^>]*href="(\/api\/texts\/[^"]*)"[^>]*>/g)].map(
    ([link]) => link,
  );
}

describe("a page's texts (decision 0129)", () => {
  it.each([
    ['home', '/'],
    ['product', `/products/${PRODUCT.kumo.handle}`],
  ])(
    'a French %s page carries no texts, and preloads the French ones',
    async (_, path) => {
      const {response, body} = await worker.get(path, IN_FRANCE);
      expect(response.status).toBe(200);
      expect(body).toContain('<html lang="fr">');
      expect(body).not.toContain('type="application/json" id="page-texts"');
      // A text only the dialogs show is not in the page.
      expect(body).not.toContain(resources.fr.translation.promos.pwyw.addedAt);
      expect(textsPreloads(body)).toEqual([
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${FRENCH_TEXTS}" id="page-texts"/>`,
      ]);
    },
  );

  it('an American page preloads the English texts', async () => {
    const {body} = await worker.get('/', {'oxygen-buyer-country': 'US'});
    expect(textsPreloads(body)).toHaveLength(1);
    expect(textsPreloads(body)[0]).toContain(`href="/api/texts/en?v=${VERSION}"`);
  });

  it('answers the preloaded address with every French text, kept for a year', async () => {
    const {response, body} = await worker.get(FRENCH_TEXTS);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(JSON.parse(body)).toEqual(resources.fr.translation);
  });

  it('answers an older version with the texts of today, which no cache keeps under it', async () => {
    const {response, body} = await worker.get('/api/texts/fr?v=older');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(JSON.parse(body)).toEqual(resources.fr.translation);
  });

  it('knows no language the shop does not speak', async () => {
    const {response} = await worker.get(`/api/texts/de?v=${VERSION}`);
    expect(response.status).toBe(404);
  });
});
