/** docs/product/operations.md#constants, each named once. */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
export const DAY_MS = 24 * 60 * MINUTE_MS;

// Query sizes
export const ORDERS_LIMIT = 250;
export const ORDER_LINE_ITEMS_LIMIT = 250;
/** Our choice (the spec sets none): a page of the Storefront API, more than an order holds. */
export const ORDER_DISCOUNTS_LIMIT = 250;
export const VARIANTS_LIMIT = 50;
/** Our choice (the spec sets none for grids). */
export const CARD_VARIANTS_LIMIT = 10;
export const COLLECTIONS_LIMIT = 50;
export const TRACKING_INFOS_LIMIT = 10;
export const SECRET_SHOP_PRODUCTS_LIMIT = 250;
export const PRODUCT_IMAGES_LIMIT = 3;
export const RECOMMENDATION_PRODUCTS_LIMIT = 250;

// Screens
export const RECOMMENDATIONS_SHOWN = 2;
export const NOTICE_AUTO_HIDE_MS = 3 * SECOND_MS;
export const HOVER_CLOSE_DELAY_MS = 300;
export const DISCOUNT_COUNT_DEFAULT = 3;
export const COUNTRY_FUZZY_THRESHOLD = 0.2;
export const COUNTRY_SEARCH_MAX_PATTERN = 32;

/** Our choice (the spec sets none): longer search input is cut, never refused. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Our choice (the spec sets none). */
export const MAX_LINE_QUANTITY = 99;

// Discount survey
export const SURVEY_DISCOUNT = 0.35;
/** The survey discount applies to at most this many units, the highest priced first. */
export const SURVEY_DISCOUNT_MAX_ITEMS = 3;
export const SURVEY_FEEDBACK_DAYS = 60;
export const SURVEY_POPUP_DELAY_MS = 10 * SECOND_MS;
export const SURVEY_COMPLETION_MIN_MS = 2 * SECOND_MS;

// Welcome offer
export const WELCOME_OFFER_DISCOUNT = 0.4;
/** The discounted price shown for the welcome offer: 1 - WELCOME_OFFER_DISCOUNT. */
export const WELCOME_PRICE_FACTOR = 0.6;
export const WELCOME_OFFER_MAX_ITEMS = 1;
export const WELCOME_FEEDBACK_DAYS_AFTER_SHIPPING = 60;

// One per cart (docs/product/cart.md#one-free-item-per-cart)
export const FREE_OR_PWYW_ITEMS_PER_CART = 1;
/** docs/product/cart.md#free-item-on-load. */
export const FREE_ITEM_UNITS_PER_RULE = 1;
export const WHITE_CHEEK_BRUSHES_PER_CART = 1;
/** The product says "one per customer": every order of a known buyer counts. */
export const WHITE_CHEEK_BRUSHES_PER_CUSTOMER = 1;
/** A secret-shop item (price or gift) is claimed once. */
export const SECRET_SHOP_UNITS_PER_SKU = 1;
// A special price given once per customer (pay what you want, welcome offer,
// complimentary, secret shop) is for a line of one unit.
export const ONE_PER_CUSTOMER_LINE_QUANTITY = 1;

// Tracking, consent and cookies
export const REFERRAL_DAYS = 30;
export const UTM_DAYS = 30;
export const SMS_CLICK_DAYS = 30;
export const CLICK_TRACKING_THROTTLE_MS = 5 * MINUTE_MS;
export const CONSENT_ACCEPT_MS = 365 * DAY_MS;
export const CONSENT_DECLINE_MS = 30 * DAY_MS;

// Retries
export const RETRY_ATTEMPTS = 3;
export const RETRY_AFTER_MAX_MS = 300_000;

// Embedded forms
export const EMBED_AUTO_CLOSE_MIN_MS = 500;
// How long a closed popup's cookie keeps it from reopening; the spec names the cookie,
// not its lifetime, so it lasts as long as a declined consent does.
export const EMBED_CLOSED_DAYS = 30;
// The mouse must leave through the top this many pixels from the edge to count as exit
// intent.
export const EXIT_INTENT_THRESHOLD_PX = 20;
export const BIG_SCREEN_MIN_WIDTH = 1024;
export const BIG_SCREEN_MIN_HEIGHT = 768;
/** Text turns black on backgrounds brighter than this (0..255). */
export const TEXT_BLACK_LUMINANCE = 150;
