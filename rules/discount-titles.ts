/** The shop's discount titles: the functions give them; the cart, orders and settlement read them. */
export const COMPLIMENTARY_DISCOUNT_TITLE = 'complimentary';
export const CUSTOM_PRICE_DISCOUNT_TITLE = 'pay what you want';
export const CONCEPT_STORE_DISCOUNT_TITLE = 'concept store';
export const SECRET_SHOP_DISCOUNT_TITLE = 'secret shop';
export const SECRET_SHOP_FREE_DISCOUNT_TITLE = 'secret shop gift';
export const SURVEY_DISCOUNT_TITLE = 'survey discount';
export const WELCOME_BONUS_DISCOUNT_TITLE = 'welcome offer';
export const BOGO_DISCOUNT_TITLE = 'buy one, get one';
