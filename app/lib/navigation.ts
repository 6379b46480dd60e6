/** Sections of the mobile bottom bar, each highlighted while the shopper is inside it. */
export type BottomBarSection = 'shop' | 'search' | 'conceptStore' | 'promos' | 'account';

const SECTION_PREFIXES: readonly {prefix: string; section: BottomBarSection}[] = [
  {prefix: '/search', section: 'search'},
  {prefix: '/concept-store', section: 'conceptStore'},
  {prefix: '/discounts', section: 'promos'},
  {prefix: '/account', section: 'account'},
  // The secret shop is one of the account links.
  {prefix: '/secret', section: 'account'},
  {prefix: '/collections', section: 'shop'},
  {prefix: '/products', section: 'shop'},
  {prefix: '/pwyw-products', section: 'shop'},
];

export const CART_PATH = '/cart';
export const LOGIN_PATH = '/account/login';
export const LOGOUT_PATH = '/account/logout';
export const ORDERS_PATH = '/account/orders';
/** The secret shop lives under this prefix (docs/product/programmes.md#secret-shop). */
export const SECRET_SHOP_PATH = '/secret';
/** The eye makeup survey's own page (the banner's link without JavaScript). */
export const SURVEY_PATH = '/survey';
/** The browser event that asks the survey popup to open (the banner's link sends it). */
export const OPEN_SURVEY_EVENT = 'shop:open-survey';
/** The browser event that asks for a collection card's add-to-cart dialog. */
export const QUICK_ADD_EVENT = 'shop:quick-add';

/** Pages that show the discount-survey banner. */
const SURVEY_BANNER_EXACT_PATHS: readonly string[] = [
  '/',
  CART_PATH,
  '/collections',
  '/concept-store',
];
const COLLECTION_PATH_PREFIX = '/collections/';

export function pathOf(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path.replace(/\/+$/, '') || '/';
}

function isWithin(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The bottom-bar section a page belongs to; home counts as shop, other pages as none. */
export function bottomBarSection(pathname: string): BottomBarSection | null {
  const path = pathOf(pathname);
  if (path === '/') return 'shop';
  return SECTION_PREFIXES.find(({prefix}) => isWithin(path, prefix))?.section ?? null;
}

/** The footer is hidden on the cart page; so is the secondary bar on mobile. */
export function isCartPage(pathname: string): boolean {
  return pathOf(pathname) === CART_PATH;
}

export function showsFooter(pathname: string): boolean {
  return !isCartPage(pathname);
}

/** The discount-survey banner's pages (docs/product/growth.md#survey-banner). */
export function showsSurveyBanner(pathname: string): boolean {
  const path = pathOf(pathname);
  return (
    SURVEY_BANNER_EXACT_PATHS.includes(path) ||
    (path.startsWith(COLLECTION_PATH_PREFIX) &&
      path.length > COLLECTION_PATH_PREFIX.length)
  );
}
