import {remember} from '@brush/rules/cache';
import {createContext} from 'react';
import {isSupportedLanguage, type Language} from '@brush/rules/countries';
import type {Resources} from './index';
import {knownTranslator, languageTranslator} from './instances';
import type {Translator} from './translator';

/**
 * A page carries none of its texts: the browser's translator gets the language's every text
 * from one address, cached for a year, which the page's head preloads, and the browser
 * hydrates once they are in (decision 0129). The server renders with every text.
 */

/** The id of the head's preload of the page's texts, which the browser reads before hydrating. */
export const PAGE_TEXTS_ID = 'page-texts';

/**
 * Where the browser fetches a language's every text (app/routes/api.texts.$language.ts). The
 * version names the texts themselves: they are not in the browser's build, whose version does
 * not change when only a text does, and the answer is cached for a year. Without a version
 * (a page that had none to name) the answer is not kept.
 */
export function languageTextsPath(language: Language, version: string | null): string {
  const path = `/api/texts/${language}`;
  return version === null ? path : `${path}?v=${encodeURIComponent(version)}`;
}

/** FNV-1a's 32-bit offset basis and prime. */
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** A short name for these texts that changes whenever any of them does. */
export function textsVersion(texts: unknown): string {
  let hash = FNV_OFFSET;
  for (const char of JSON.stringify(texts)) {
    hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), FNV_PRIME) >>> 0;
  }
  return hash.toString(36);
}

/** The server's every text and their version, handed to the layout by entry.server. */
export interface ServerTextsValue {
  of: (language: Language) => Resources;
  version: string;
}

/** The browser has none: it fetches its language's texts before it hydrates. */
export const ServerTexts = createContext<ServerTextsValue | null>(null);

export interface PageTexts {
  translator: Translator;
  /** The address the head preloads (the page's own language's texts), if it names one. */
  preload: string | null;
}

/** On the server: the language's translator with every text, and its texts' address. */
export function serverPageTexts(server: ServerTextsValue, language: Language): PageTexts {
  return {
    translator: languageTranslator(language, server.of(language)),
    preload: languageTextsPath(language, server.version),
  };
}

/** The texts the document was served with, as its head's preload names them. */
export interface DocumentTexts {
  language: Language;
  version: string | null;
  /** The preload's address as written, so the fetch is the preloaded one and hydration renders it again. */
  href: string;
}

/** The document's texts: null on a page without the root's data, which renders the bundled English. */
export function readDocumentTexts(doc: Document): DocumentTexts | null {
  const href = doc.getElementById(PAGE_TEXTS_ID)?.getAttribute('href');
  const language = doc.documentElement.lang;
  if (!href || !isSupportedLanguage(language)) return null;
  return {language, version: new URL(href, doc.baseURI).searchParams.get('v'), href};
}

/**
 * Attempts at a language's texts before giving up. The first is the preloaded response; the
 * others go to the network again, a moment apart, for a connection that dropped one request.
 */
export const TEXTS_FETCH_ATTEMPTS = 3;
export const TEXTS_RETRY_DELAY_MS = 400;

export interface TextsFetching {
  fetch: typeof fetch;
  /** Waits between attempts; tests pass one that does not. */
  wait: (ms: number) => Promise<void>;
}

const browserFetching: TextsFetching = {
  fetch: (...args) => fetch(...args),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

async function fetchTexts(path: string, fetching: TextsFetching): Promise<Resources> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // Same origin, so the default credentials; the preload's crossorigin="anonymous" is
      // that same mode, which lets the fetch take the preloaded response.
      const response = await fetching.fetch(path);
      if (!response.ok) throw new Error(`the texts answered ${response.status}`);
      return (await response.json()) as Resources;
    } catch (error) {
      if (attempt >= TEXTS_FETCH_ATTEMPTS) throw error;
      await fetching.wait(TEXTS_RETRY_DELAY_MS);
    }
  }
}

/** The document's texts, once the browser has them; null before, and on the server. */
let documentTexts: DocumentTexts | null = null;

/**
 * Hydrates the document once its language's every text is in the browser's translator, so
 * the first render matches the server's markup and no dialog waits for a text afterwards. If
 * they cannot be had, the page stays as the server rendered it (its links and forms work
 * without scripts, decision 0110) rather than hydrate with keys for texts, and `failed` is told.
 */
export function hydrateWithTexts(
  doc: Document,
  hydrate: () => void,
  failed: (error: unknown) => void,
  fetching: TextsFetching = browserFetching,
): Promise<void> {
  const texts = readDocumentTexts(doc);
  if (!texts) {
    hydrate();
    return Promise.resolve();
  }
  return fetchTexts(texts.href, fetching).then((all) => {
    languageTranslator(texts.language, all);
    documentTexts = texts;
    hydrate();
  }, failed);
}

/** Languages the shopper changed to without a reload, while their texts are fetched. */
const arriving = new Map<Language, Promise<void>>();

function languageArrival(language: Language, version: string | null): Promise<void> {
  return remember(arriving, language, () =>
    fetchTexts(languageTextsPath(language, version), browserFetching).then(
      (all) => {
        languageTranslator(language, all);
      },
      () => {
        // The server renders the page in the new language with every text; meanwhile React
        // keeps the page on screen, since the render waits on this promise.
        window.location.reload();
        return new Promise<void>(() => undefined);
      },
    ),
  );
}

/**
 * In the browser: the language's translator. The document's own language was loaded before
 * hydration. Another one (the shopper changed country without a reload) suspends the render
 * until its texts arrive; Remix renders that change in a transition, so React keeps the page
 * before it on screen meanwhile. If they cannot be had, the document loads again in the new
 * language.
 */
export function browserPageTexts(language: Language): PageTexts {
  const translator = knownTranslator(language);
  const preload = documentTexts?.href ?? null;
  if (translator) return {translator, preload};
  // How a render waits for what it needs.
  throw languageArrival(language, documentTexts?.version ?? null);
}
