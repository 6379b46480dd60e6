/**
 * Reading the storefront's HTML and client chunks the way a browser would, without a DOM:
 * which scripts and stylesheets a page loads first, and which cart forms it offers (pure).
 */
import {
  HELD_MODULE_PRELOAD_REL,
  HELD_MODULE_SCRIPT_TYPE,
} from '../app/server/scripts-after-first-screen.server';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  '#x27': "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#?\w+);/g, (whole, name: string) => {
    if (name in ENTITIES) return ENTITIES[name] ?? whole;
    if (/^#x[0-9a-f]+$/i.test(name))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (/^#\d+$/.test(name)) return String.fromCodePoint(Number(name.slice(1)));
    return whole;
  });
}

/**
 * The text a reader sees: no scripts (Remix puts loader data, translations included, in them),
 * no styles, no tags, entities decoded, white space collapsed.
 */
export function visibleText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The attributes of one start tag, names lower-cased, values decoded. */
export function tagAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const inner = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const match of inner.matchAll(pattern)) {
    const name = match[1]?.toLowerCase();
    if (!name) continue;
    attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

function startTags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((match) =>
    tagAttributes(match[0]),
  );
}

/**
 * Specifiers an ES module loads before it runs: `import ... from "x"`, `import "x"` and
 * `export ... from "x"` (not `import()`, which loads later, if ever).
 */
export function staticImports(code: string): string[] {
  const specifiers = new Set<string>();
  const pattern =
    /\b(?:import\s*(?:[\w*${}\s,]+?\s*from\s*)?|export\s*[\w*${}\s,]+?\s*from\s*)["']([^"']+)["']/g;
  for (const match of code.matchAll(pattern)) {
    if (match[1]) specifiers.add(match[1]);
  }
  return [...specifiers];
}

/**
 * The page's modules count whether the HTML loads them at once or holds them until its first
 * screen is painted (app/server/scripts-after-first-screen.server.ts): they load before the
 * page is interactive either way.
 */
const MODULE_SCRIPT_TYPES = new Set(['module', HELD_MODULE_SCRIPT_TYPE]);
const MODULE_PRELOAD_RELS = new Set(['modulepreload', HELD_MODULE_PRELOAD_REL]);

/** Specifiers an inline module script loads, statically or with import() (Remix boots this way). */
function inlineModuleImports(html: string): string[] {
  const found = new Set<string>();
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(pattern)) {
    const attributes = tagAttributes(`<script ${match[1] ?? ''}>`);
    if (!MODULE_SCRIPT_TYPES.has(attributes.type ?? '') || attributes.src) continue;
    const code = match[2] ?? '';
    for (const specifier of staticImports(code)) found.add(specifier);
    for (const dynamic of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) {
      if (dynamic[1]) found.add(dynamic[1]);
    }
  }
  return [...found];
}

export interface PageAssets {
  /** Script sources, then module preloads, then what inline modules import; each once. */
  scripts: string[];
  stylesheets: string[];
}

/** What a page's HTML makes the browser fetch before it is interactive. */
export function pageAssets(html: string): PageAssets {
  const scripts = new Set<string>();
  for (const script of startTags(html, 'script')) {
    if (script.src) scripts.add(script.src);
  }
  for (const link of startTags(html, 'link')) {
    const rel = (link.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.some((type) => MODULE_PRELOAD_RELS.has(type)) && link.href) {
      scripts.add(link.href);
    }
  }
  for (const specifier of inlineModuleImports(html)) scripts.add(specifier);
  const stylesheets = startTags(html, 'link')
    .filter((link) => (link.rel ?? '').toLowerCase().split(/\s+/).includes('stylesheet'))
    .map((link) => link.href ?? '')
    .filter(Boolean);
  return {scripts: [...scripts], stylesheets: [...new Set(stylesheets)]};
}

/** The JSON of every Hydrogen CartForm on the page ({action, inputs}), in document order. */
export function cartFormInputs(html: string): {action: string; inputs: unknown}[] {
  return startTags(html, 'input')
    .filter((input) => input.name === 'cartFormInput' && input.value)
    .map((input) => JSON.parse(input.value ?? '') as {action: string; inputs: unknown});
}
