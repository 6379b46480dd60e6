// @vitest-environment happy-dom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {resources} from '~/i18n';
import type * as InstancesTypes from '~/i18n/instances';
import type * as PageTextsTypes from '~/i18n/page-texts';

/**
 * The browser's texts (decision 0129): the page names its language's texts in a preload, and
 * the browser hydrates once they are in its translator, or not at all. Each test loads the
 * modules afresh, since a translator lives for the page's life.
 */

type PageTextsModule = typeof PageTextsTypes;
type InstancesModule = typeof InstancesTypes;

let pageTexts: PageTextsModule;
let instances: InstancesModule;

beforeEach(async () => {
  vi.resetModules();
  pageTexts = await import('~/i18n/page-texts');
  instances = await import('~/i18n/instances');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const FRENCH_TEXTS = '/api/texts/fr?v=abc1';

/** A served document's head and body. */
function documentWith(language: string, head: string): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.documentElement.lang = language;
  doc.head.innerHTML = head;
  doc.body.innerHTML = '<p>Panier</p>';
  return doc;
}

const frenchPage = () =>
  documentWith(
    'fr',
    // The layout's preload but for its as="fetch", which the test environment would fetch.
    `<link rel="preload" crossorigin="anonymous" href="${FRENCH_TEXTS}" id="page-texts">`,
  );

/** The platform's answers in turn: a Response, or an Error for a request that never arrived. */
function answering(...answers: Array<Response | Error>) {
  const requests: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    requests.push(String(input));
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const waits: number[] = [];
  const wait = async (ms: number) => {
    waits.push(ms);
  };
  return {
    fetching: {fetch: fetch as unknown as typeof globalThis.fetch, wait},
    requests,
    waits,
  };
}

const frenchAnswer = () => Response.json(resources.fr.translation);

describe('a page that names its texts', () => {
  it('reads their language, version and address from the document', () => {
    expect(pageTexts.readDocumentTexts(frenchPage())).toEqual({
      language: 'fr',
      version: 'abc1',
      href: FRENCH_TEXTS,
    });
  });

  it('reads none from a page without the preload, or in a language the shop has not', () => {
    expect(pageTexts.readDocumentTexts(documentWith('fr', ''))).toBeNull();
    expect(
      pageTexts.readDocumentTexts(
        documentWith(
          'de',
          `<link rel="preload" id="page-texts" href="/api/texts/de?v=1">`,
        ),
      ),
    ).toBeNull();
  });
});

describe('hydrating with the texts', () => {
  it('hydrates once the language is in the translator, from the preloaded address', async () => {
    const {fetching, requests} = answering(frenchAnswer());
    const seenAtHydration: string[] = [];
    const failed = vi.fn();
    await pageTexts.hydrateWithTexts(
      frenchPage(),
      () => {
        const translator = instances.knownTranslator('fr');
        seenAtHydration.push(String(translator?.t('errors.refresh')));
        seenAtHydration.push(
          String(translator?.t('promos.pwyw.addedAt', {title: 'Kumo', price: '5,00 €'})),
        );
      },
      failed,
      fetching,
    );
    expect(requests).toEqual([FRENCH_TEXTS]);
    expect(seenAtHydration).toEqual([
      resources.fr.translation.errors.refresh,
      expect.stringContaining('Kumo est dans votre panier'),
    ]);
    expect(failed).not.toHaveBeenCalled();
  });

  it('tries again after a dropped request and an error answer', async () => {
    const {fetching, requests, waits} = answering(
      new TypeError('Failed to fetch'),
      new Response('busy', {status: 503}),
      frenchAnswer(),
    );
    const hydrate = vi.fn();
    const failed = vi.fn();
    await pageTexts.hydrateWithTexts(frenchPage(), hydrate, failed, fetching);
    expect(pageTexts.TEXTS_FETCH_ATTEMPTS).toBe(3);
    expect(requests).toEqual([FRENCH_TEXTS, FRENCH_TEXTS, FRENCH_TEXTS]);
    expect(waits).toEqual([
      pageTexts.TEXTS_RETRY_DELAY_MS,
      pageTexts.TEXTS_RETRY_DELAY_MS,
    ]);
    expect(hydrate).toHaveBeenCalledOnce();
    expect(failed).not.toHaveBeenCalled();
  });

  it('leaves the page unhydrated and tells why when every attempt fails', async () => {
    const {fetching, requests} = answering(
      ...Array.from(
        {length: pageTexts.TEXTS_FETCH_ATTEMPTS},
        () => new Response('down', {status: 502}),
      ),
      frenchAnswer(),
    );
    const doc = frenchPage();
    const hydrate = vi.fn();
    const failed = vi.fn();
    await pageTexts.hydrateWithTexts(doc, hydrate, failed, fetching);
    expect(requests).toHaveLength(pageTexts.TEXTS_FETCH_ATTEMPTS);
    expect(hydrate).not.toHaveBeenCalled();
    expect(failed).toHaveBeenCalledOnce();
    expect(String(failed.mock.calls[0]![0])).toContain('502');
    // No translator of keys was made, and the server's French stays as it was.
    expect(instances.knownTranslator('fr')).toBeUndefined();
    expect(doc.body.textContent).toBe('Panier');
  });

  it('hydrates at once a page without the root data, which renders the bundled English', async () => {
    const {fetching, requests} = answering();
    const hydrate = vi.fn();
    await pageTexts.hydrateWithTexts(documentWith('en', ''), hydrate, vi.fn(), fetching);
    expect(hydrate).toHaveBeenCalledOnce();
    expect(requests).toEqual([]);
  });
});

describe('the layout in the browser', () => {
  it("renders the document's language and its preload as the server did", async () => {
    const {fetching} = answering(frenchAnswer());
    await pageTexts.hydrateWithTexts(frenchPage(), () => undefined, vi.fn(), fetching);
    const {translator, preload} = pageTexts.browserPageTexts('fr');
    expect(preload).toBe(FRENCH_TEXTS);
    expect(translator.t('cart.title' as never)).toBe(resources.fr.translation.cart.title);
  });

  it('waits for a language the shopper changed to, fetched under the same version', async () => {
    const {fetching} = answering(frenchAnswer());
    await pageTexts.hydrateWithTexts(frenchPage(), () => undefined, vi.fn(), fetching);
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        requests.push(String(input));
        return Response.json(resources.it.translation);
      }),
    );

    let suspended: unknown;
    try {
      pageTexts.browserPageTexts('it');
    } catch (thrown) {
      suspended = thrown;
    }
    expect(suspended).toBeInstanceOf(Promise);
    await suspended;

    const {translator, preload} = pageTexts.browserPageTexts('it');
    expect(requests).toEqual(['/api/texts/it?v=abc1']);
    expect(translator.t('cart.title' as never)).toBe(resources.it.translation.cart.title);
    // The head keeps naming what the document was served with; a new address would fetch again.
    expect(preload).toBe(FRENCH_TEXTS);
  });
});

describe('the server', () => {
  it('renders with the language’s every text and names them by language and version', () => {
    const {translator, preload} = pageTexts.serverPageTexts(
      {of: (language) => resources[language].translation, version: 'v1'},
      'fr',
    );
    expect(translator.texts).toEqual(resources.fr.translation);
    expect(preload).toBe('/api/texts/fr?v=v1');
  });

  it('names the texts by a version that changes when one text changes', () => {
    const changed = {
      ...resources,
      fr: {translation: {...resources.fr.translation, x: 'y'}},
    };
    expect(pageTexts.textsVersion(resources)).toBe(
      pageTexts.textsVersion(structuredClone(resources)),
    );
    expect(pageTexts.textsVersion(changed)).not.toBe(pageTexts.textsVersion(resources));
  });
});
