import {describe, expect, it} from 'vitest';
import {
  cartFormInputs,
  decodeEntities,
  pageAssets,
  staticImports,
  tagAttributes,
  visibleText,
} from '../../bench/html';
import {
  HELD_MODULE_PRELOAD_REL,
  HELD_MODULE_SCRIPT_TYPE,
} from '~/server/scripts-after-first-screen.server';

describe('decodeEntities', () => {
  it.each([
    ['a &amp; b', 'a & b'],
    ['&quot;x&quot;', '"x"'],
    ['it&#x27;s', "it's"],
    ['it&#39;s', "it's"],
    ['&lt;b&gt;', '<b>'],
    ['&#233;', 'é'],
    ['&unknown;', '&unknown;'],
  ])('%s → %s', (input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
  });
});

describe('tagAttributes', () => {
  it('reads quoted, unquoted and bare attributes, lower-casing names', () => {
    expect(
      tagAttributes(`<script NONCE="abc" type=module async src='/a.js?x=1&amp;y=2'>`),
    ).toEqual({nonce: 'abc', type: 'module', async: '', src: '/a.js?x=1&y=2'});
  });
});

describe('staticImports', () => {
  it.each([
    {code: 'import{a as b,c}from"./components-X.js";', expected: ['./components-X.js']},
    {code: 'import"./side-effect.js";', expected: ['./side-effect.js']},
    {code: 'import * as route0 from "/assets/root.js";', expected: ['/assets/root.js']},
    {code: 'export{x as y}from"./re-export.js";', expected: ['./re-export.js']},
    {code: 'const m=import("./lazy.js");', expected: []},
    {code: 'const s="the word import is here";', expected: []},
    {
      code: 'import{a}from"./one.js";import{b}from"./two.js";import{c}from"./one.js";',
      expected: ['./one.js', './two.js'],
    },
  ])('$code', ({code, expected}) => {
    expect(staticImports(code)).toEqual(expected);
  });
});

describe('pageAssets', () => {
  const html = `<!DOCTYPE html><html><head>
    <link rel="stylesheet" href="/assets/tokens.css"/>
    <link rel="stylesheet" href="/assets/app.css"/>
    <link rel="canonical" href="/products/x"/>
    <link rel="modulepreload" href="/assets/entry.client.js"/>
    <link rel="modulepreload" href="/assets/components.js"/>
    <link rel="preload" as="image" href="/cdn/x.png"/>
    </head><body>
    <script nonce="n">window.__remixContext = {};</script>
    <script nonce="n" type="module" async="">import "/assets/manifest.js";
    import * as route0 from "/assets/root.js";
    import("/assets/entry.client.js");</script>
    <script src="/assets/legacy.js"></script>
    </body></html>`;

  it('lists every script loaded, preloaded or imported by an inline module, once', () => {
    expect(pageAssets(html).scripts).toEqual([
      '/assets/legacy.js',
      '/assets/entry.client.js',
      '/assets/components.js',
      '/assets/manifest.js',
      '/assets/root.js',
    ]);
  });

  it('lists the modules a page holds until its first screen is painted', () => {
    const held = `<link rel="${HELD_MODULE_PRELOAD_REL}" href="/assets/components.js"/>
      <script type="${HELD_MODULE_SCRIPT_TYPE}" async="">import * as route0 from "/assets/root.js";</script>
      <script type="application/ld+json">{"import":"/assets/not-a-module.js"}</script>`;
    expect(pageAssets(held).scripts).toEqual([
      '/assets/components.js',
      '/assets/root.js',
    ]);
  });

  it('lists stylesheets but not other links', () => {
    expect(pageAssets(html).stylesheets).toEqual([
      '/assets/tokens.css',
      '/assets/app.css',
    ]);
  });
});

describe('cartFormInputs', () => {
  it("decodes every CartForm's JSON in document order", () => {
    const html = `<form><input type="hidden" name="cartFormInput" value="{&quot;action&quot;:&quot;LinesAdd&quot;,&quot;inputs&quot;:{&quot;lines&quot;:[{&quot;merchandiseId&quot;:&quot;gid://shopify/ProductVariant/1&quot;,&quot;quantity&quot;:1}]}}"/></form>
      <input name="other" value="x"/>
      <input type="hidden" name="cartFormInput" value="{&quot;action&quot;:&quot;LinesRemove&quot;,&quot;inputs&quot;:{&quot;lineIds&quot;:[&quot;a&quot;]}}">`;
    expect(cartFormInputs(html)).toEqual([
      {
        action: 'LinesAdd',
        inputs: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1}]},
      },
      {action: 'LinesRemove', inputs: {lineIds: ['a']}},
    ]);
  });
});

describe('visibleText', () => {
  it('keeps what a reader sees, not scripts, styles or comments', () => {
    const html = `<html><head><style>.a{}</style></head><body>
      <h1 class="x">your cart is&nbsp;<b>empty</b>.</h1>
      <!-- something went wrong -->
      <script>window.__remixContext = {"render":"something went wrong. please refresh to try again."}</script>
      <p>it&#x27;s   fine</p></body></html>`;
    expect(visibleText(html)).toBe("your cart is empty . it's fine");
  });
});
