import type {Resources} from './index';

/** An area of the interface: the first part of each of its keys ('cart.checkout'). */
export type Area = keyof Resources;

/** Every area, by name only: the browser's code must not carry the texts themselves. */
export const AREAS = [
  'shell',
  'footer',
  'errors',
  'home',
  'catalog',
  'cart',
  'search',
  'content',
  'security',
  'promos',
  'growth',
  'account',
  'programmes',
] as const satisfies readonly Area[];

/**
 * What the layout renders on every page, with the dialogs it can open (the quick add, the
 * shipping country, the survey) and the error screen: a dialog opens at a tap, with no
 * moment to fetch its texts first.
 */
const SHELL_AREAS: readonly Area[] = [
  'shell',
  'footer',
  'errors',
  'growth',
  'cart',
  'catalog',
];

/**
 * The areas a page's own route renders beyond the layout's, dialogs included, for the pages
 * that shoppers land on most; a route not listed gets every area.
 * tests/unit/page-texts.test.ts reads each route's modules and fails when one uses an area
 * that is not listed here.
 */
export const ROUTE_AREAS: Readonly<Record<string, readonly Area[]>> = {
  root: SHELL_AREAS,
  'routes/_index': ['home'],
  'routes/products.$handle': ['promos'],
  'routes/collections.$handle': [],
  'routes/collections._index': [],
  'routes/cart': ['programmes'],
};

/** The areas a page of these routes (root first, as Remix matches them) renders. */
export function areasOfRoutes(routeIds: readonly string[]): readonly Area[] {
  const areas = new Set<Area>(SHELL_AREAS);
  for (const id of routeIds) {
    const own = ROUTE_AREAS[id];
    if (!own) return AREAS;
    for (const area of own) areas.add(area);
  }
  return AREAS.filter((area) => areas.has(area));
}
