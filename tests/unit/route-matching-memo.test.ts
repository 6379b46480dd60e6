import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import fc from 'fast-check';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type * as Router from '@remix-run/router';
import type {ConfigEnv} from 'vite';
import {
  COMPILED_PATHS_LIMIT,
  routeMatchingMemo,
  withRouteMatchingMemo,
} from '../../dev/route-matching-memo';

type RouterModule = typeof Router;

const routerDist = path.dirname(
  createRequire(import.meta.url).resolve('@remix-run/router'),
);
const esmSource = readFileSync(path.join(routerDist, 'router.js'), 'utf8');
const cjsSource = readFileSync(path.join(routerDist, 'router.cjs.js'), 'utf8');

let dir: string;
let original: RouterModule;
let memo: RouterModule;

/** Inside the project (its git-ignored cache): Vitest loads modules only from there. */
const CACHE_DIR = path.resolve(import.meta.dirname, '../../.cache');

beforeAll(async () => {
  mkdirSync(CACHE_DIR, {recursive: true});
  dir = mkdtempSync(path.join(CACHE_DIR, 'route-matching-memo-'));
  const load = async (name: string, source: string) => {
    const file = path.join(dir, name);
    // The router's source map is not copied beside it.
    writeFileSync(file, source.replace(/^\/\/# sourceMappingURL=.*$/m, ''));
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as RouterModule;
  };
  original = await load('original.mjs', esmSource);
  memo = await load('memo.mjs', withRouteMatchingMemo(esmSource));
});

afterAll(() => rmSync(dir, {recursive: true, force: true}));

/** The shapes this shop's routes take: index, params, splats, dotted and optional segments. */
function shopRoutes(): Router.AgnosticRouteObject[] {
  return [
    {
      id: 'root',
      path: '',
      children: [
        {id: 'routes/_index', index: true},
        {id: 'routes/$', path: '*'},
        {id: 'routes/products.$handle', path: 'products/:handle'},
        {id: 'routes/collections._index', path: 'collections', index: true},
        {id: 'routes/collections.$handle', path: 'collections/:handle'},
        {id: 'routes/pro.$', path: 'pro/*'},
        {id: 'routes/secret._index', path: 'secret', index: true},
        {id: 'routes/secret.shared.$token', path: 'secret/shared/:token'},
        {id: 'routes/secret.$', path: 'secret/*'},
        {id: 'routes/sitemap.$type.$page[.xml]', path: 'sitemap/:type/:page.xml'},
        {id: 'routes/[robots.txt]', path: 'robots.txt'},
        {id: 'routes/api.texts.$language', path: 'api/texts/:language'},
        {id: 'routes/account.orders', path: 'account/orders'},
        {id: 'optional', path: ':lang?/pages/:handle'},
        {id: 'cased', path: 'Cart', caseSensitive: true},
      ],
    },
  ];
}

const SEGMENTS = [
  'products',
  'collections',
  'secret',
  'shared',
  'pro',
  'sitemap',
  'products.xml',
  'robots.txt',
  'api',
  'texts',
  'account',
  'orders',
  'pages',
  'fr',
  'Cart',
  'cart',
  'kumo-blending-brush',
  'a%2Fb',
  '',
];

const pathnames = fc
  .array(fc.constantFrom(...SEGMENTS), {maxLength: 5})
  .map((segments) => `/${segments.join('/')}`);

describe('route matching with ranked branches and compiled paths kept (decision 0125)', () => {
  it('matches every path as the unchanged router does, call after call', () => {
    const routes = shopRoutes();
    fc.assert(
      fc.property(pathnames, (pathname) => {
        const expected = original.matchRoutes(routes, pathname);
        expect(memo.matchRoutes(routes, pathname)).toEqual(expected);
        expect(memo.matchRoutes(routes, pathname)).toEqual(expected);
      }),
      {seed: 125, numRuns: 500},
    );
  });

  it('finds the product route, the splat for an unknown path and nothing under a basename it lacks', () => {
    const routes = shopRoutes();
    const ids = (pathname: string, basename?: string) =>
      memo.matchRoutes(routes, pathname, basename)?.map((match) => match.route.id);
    expect(ids('/products/kumo-blending-brush')).toEqual([
      'root',
      'routes/products.$handle',
    ]);
    expect(
      memo.matchRoutes(routes, '/products/kumo-blending-brush')?.[1]?.params,
    ).toEqual({
      handle: 'kumo-blending-brush',
    });
    expect(ids('/products')).toEqual(['root', 'routes/$']);
    expect(ids('/')).toEqual(['root', 'routes/_index']);
    expect(ids('/cart')).toEqual(['root', 'routes/$']);
    expect(ids('/Cart')).toEqual(['root', 'cased']);
    expect(ids('/products/kumo', '/shop')).toBeUndefined();
  });

  it('keeps each route array apart: another array matches its own routes', () => {
    const first = shopRoutes();
    const second: Router.AgnosticRouteObject[] = [
      {id: 'other', path: '', children: [{id: 'only', path: 'products/:handle'}]},
    ];
    expect(
      memo.matchRoutes(first, '/products/a')?.map((match) => match.route.id),
    ).toEqual(['root', 'routes/products.$handle']);
    expect(
      memo.matchRoutes(second, '/products/a')?.map((match) => match.route.id),
    ).toEqual(['other', 'only']);
    expect(memo.matchRoutes(second, '/collections/a')).toBeNull();
  });

  it("answers matchPath's patterns, case and ends included, as the unchanged router does", () => {
    const patterns: Router.PathPattern[] = [
      {path: '/products/:handle', caseSensitive: false, end: true},
      {path: '/products/:handle', caseSensitive: true, end: true},
      {path: '/products', caseSensitive: false, end: false},
      {path: '/pro/*', caseSensitive: false, end: true},
      {path: '/:lang?/pages/:handle', caseSensitive: false, end: true},
    ];
    fc.assert(
      fc.property(fc.constantFrom(...patterns), pathnames, (pattern, pathname) => {
        expect(memo.matchPath(pattern, pathname)).toEqual(
          original.matchPath(pattern, pathname),
        );
      }),
      {seed: 125, numRuns: 500},
    );
  });

  it('still matches after more distinct patterns than it keeps', () => {
    for (let index = 0; index <= COMPILED_PATHS_LIMIT; index += 1) {
      memo.matchPath(`/generated-${index}/:id`, `/generated-${index}/x`);
    }
    expect(memo.matchPath('/generated-0/:id', '/generated-0/y')?.params).toEqual({
      id: 'y',
    });
  });
});

describe("the build's change to the router", () => {
  it('applies to both of the installed builds of the router', () => {
    expect(() => withRouteMatchingMemo(esmSource)).not.toThrow();
    expect(() => withRouteMatchingMemo(cjsSource)).not.toThrow();
  });

  it('fails the build when the router no longer has the code it replaces', () => {
    expect(() =>
      withRouteMatchingMemo(esmSource.replace('rankRouteBranches(branches);', '')),
    ).toThrow(/needs a look/);
  });

  it('changes the worker build only: the browser patches its routes on navigation', () => {
    const {apply} = routeMatchingMemo();
    if (typeof apply !== 'function') throw new Error('the plugin chooses its builds');
    const env = (command: ConfigEnv['command'], isSsrBuild: boolean): ConfigEnv => ({
      command,
      mode: 'production',
      isSsrBuild,
    });
    expect(apply({}, env('build', true))).toBe(true);
    expect(apply({}, env('build', false))).toBe(false);
    expect(apply({}, env('serve', true))).toBe(false);
  });
});
