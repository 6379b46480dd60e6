import {createContext, useContext, useEffect, type ReactNode} from 'react';
import type {Language} from '@brush/rules/countries';
import {AREAS, areasOfRoutes, type Area} from './areas';
import type {Resources} from './index';
import {languageTranslator} from './instances';
import type {Translator} from './translator';

/**
 * A page carries the texts of the areas it renders, not its language's every text: they were
 * most of a page's loader data (decision 0125). The server renders them into the page as a
 * data block; the browser starts its language's translator from it and fetches the rest of the
 * language once, when it is idle after hydration or when a page it navigates to needs it.
 */

/** The id of the page's data block of texts. */
export const PAGE_TEXTS_ID = 'page-texts';

/**
 * Where the browser fetches a language's every text (app/routes/api.texts.$language.ts). The
 * version names the texts themselves: they are not in the browser's build, whose version does
 * not change when only a text does, and the answer is cached for a year.
 */
export function languageTextsPath(language: Language, version: string): string {
  return `/api/texts/${language}?v=${encodeURIComponent(version)}`;
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

/** The browser has none: it reads the page's block and fetches the rest. */
export const ServerTexts = createContext<ServerTextsValue | null>(null);

type Texts = Partial<Record<Area, unknown>>;

/** The texts of these areas, as a data block's content (no `<`, so no `</script>`). */
export function pageTextsJson(all: Resources, areas: readonly Area[]): string {
  const texts: Texts = {};
  for (const area of areas) texts[area] = all[area];
  return JSON.stringify(texts).replace(/</g, '\\u003c');
}

export interface PageTexts {
  translator: Translator;
  /** The data block's content: the server's, or in the browser the one it hydrated. */
  json: string;
  /** The texts' version (textsVersion), carried by the block for the browser's fetch. */
  version: string;
}

/** A language's blocks by set of areas: the same few for every page of the isolate. */
const serverBlocks = new Map<string, string>();

/** On the server: the language's every text, and the block of the page's areas. */
export function serverPageTexts(
  server: ServerTextsValue,
  language: Language,
  routeIds: readonly string[],
): PageTexts {
  const all = server.of(language);
  const areas = areasOfRoutes(routeIds);
  const key = `${language}|${areas.join(',')}`;
  let json = serverBlocks.get(key);
  if (json === undefined) {
    json = pageTextsJson(all, areas);
    serverBlocks.set(key, json);
  }
  return {translator: languageTranslator(language, all), json, version: server.version};
}

interface BrowserTexts {
  language: Language;
  json: string;
  version: string;
  loaded: Set<Area>;
  rest: Promise<void> | null;
  /** The last fetch of the rest failed: the page renders without waiting again. */
  failed: boolean;
}

let browserTexts: BrowserTexts | null = null;

function readBlock(): {json: string; version: string; texts: Texts} {
  const block = document.getElementById(PAGE_TEXTS_ID);
  const json = block?.textContent ?? '{}';
  const version = block?.dataset.version ?? '';
  try {
    return {json, version, texts: JSON.parse(json) as Texts};
  } catch {
    return {json, version, texts: {}};
  }
}

/** In the browser: the language's translator, started from the page's block when it hydrates. */
export function browserPageTexts(language: Language): PageTexts {
  if (!browserTexts || browserTexts.language !== language) {
    // The block holds the language the page was served in; another one (the shopper changed
    // country without a reload) starts empty and waits for its texts.
    const {json, version, texts} = browserTexts
      ? {json: browserTexts.json, version: browserTexts.version, texts: {}}
      : readBlock();
    browserTexts = {
      language,
      json,
      version,
      loaded: new Set(AREAS.filter((area) => area in texts)),
      rest: null,
      failed: false,
    };
    languageTranslator(language, texts);
  }
  const {json, version} = browserTexts;
  return {translator: languageTranslator(language, {}), json, version};
}

/** Fetches the language's every text once; settles either way, and a failure is tried again. */
function loadRest(state: BrowserTexts): Promise<void> {
  state.rest ??= fetch(languageTextsPath(state.language, state.version))
    .then((response) => {
      if (!response.ok) throw new Error(`texts answered ${response.status}`);
      return response.json() as Promise<Texts>;
    })
    .then((texts) => {
      languageTranslator(state.language, {}).add(texts);
      for (const area of AREAS) if (area in texts) state.loaded.add(area);
    })
    .catch(() => {
      state.rest = null;
      state.failed = true;
    });
  return state.rest;
}

const whenIdle = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run);
  return () => clearTimeout(handle);
};

/**
 * Renders its children once the texts of the matched routes' areas are in the browser's
 * translator. Remix renders a navigation in a transition, so while a page's areas are fetched
 * React keeps the page before it on screen. Once hydrated, the rest is fetched when the
 * browser is idle, so a navigation rarely waits. If the fetch fails the page renders anyway
 * (a missing text shows its key) and the next navigation tries again.
 */
export function PageTextsGate({
  routeIds,
  children,
}: {
  routeIds: readonly string[];
  children: ReactNode;
}) {
  const onServer = useContext(ServerTexts) !== null;
  useEffect(() => {
    const state = browserTexts;
    if (!state || state.loaded.size === AREAS.length) return undefined;
    return whenIdle(() => void loadRest(state));
  }, []);
  const state = onServer ? null : browserTexts;
  if (state && areasOfRoutes(routeIds).some((area) => !state.loaded.has(area))) {
    if (state.failed) state.failed = false;
    // Suspends the render until the texts arrive (how a render waits for what it needs).
    else throw loadRest(state);
  }
  return <>{children}</>;
}
