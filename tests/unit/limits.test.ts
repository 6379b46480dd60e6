import {describe, expect, it} from 'vitest';

import * as limits from '@brush/rules/limits';

describe('docs/product/operations.md#constants', () => {
  it.each([
    ['ORDERS_LIMIT', 250],
    ['ORDER_LINE_ITEMS_LIMIT', 250],
    ['VARIANTS_LIMIT', 50],
    ['COLLECTIONS_LIMIT', 50],
    ['TRACKING_INFOS_LIMIT', 10],
    ['SECRET_SHOP_PRODUCTS_LIMIT', 250],
    ['PRODUCT_IMAGES_LIMIT', 3],
    ['RECOMMENDATION_PRODUCTS_LIMIT', 250],
    ['RECOMMENDATIONS_SHOWN', 2],
    ['NOTICE_AUTO_HIDE_MS', 3000],
    ['HOVER_CLOSE_DELAY_MS', 300],
    ['DISCOUNT_COUNT_DEFAULT', 3],
    ['COUNTRY_FUZZY_THRESHOLD', 0.2],
    ['COUNTRY_SEARCH_MAX_PATTERN', 32],
    ['SURVEY_DISCOUNT', 0.35],
    ['SURVEY_DISCOUNT_MAX_ITEMS', 3],
    ['SURVEY_FEEDBACK_DAYS', 60],
    ['SURVEY_POPUP_DELAY_MS', 10_000],
    ['SURVEY_COMPLETION_MIN_MS', 2000],
    ['WELCOME_OFFER_DISCOUNT', 0.4],
    ['WELCOME_PRICE_FACTOR', 0.6],
    ['WELCOME_OFFER_MAX_ITEMS', 1],
    ['WELCOME_FEEDBACK_DAYS_AFTER_SHIPPING', 60],
    ['FREE_OR_PWYW_ITEMS_PER_CART', 1],
    ['WHITE_CHEEK_BRUSHES_PER_CART', 1],
    ['REFERRAL_DAYS', 30],
    ['UTM_DAYS', 30],
    ['SMS_CLICK_DAYS', 30],
    ['CLICK_TRACKING_THROTTLE_MS', 300_000],
    ['CONSENT_ACCEPT_MS', 31_536_000_000],
    ['CONSENT_DECLINE_MS', 2_592_000_000],
    ['RETRY_ATTEMPTS', 3],
    ['RETRY_AFTER_MAX_MS', 300_000],
    ['EMBED_AUTO_CLOSE_MIN_MS', 500],
    ['BIG_SCREEN_MIN_WIDTH', 1024],
    ['BIG_SCREEN_MIN_HEIGHT', 768],
    ['TEXT_BLACK_LUMINANCE', 150],
  ] as const)('%s = %s', (name, value) => {
    expect(limits[name]).toBe(value);
  });

  it('keeps the welcome price factor the complement of its discount', () => {
    expect(limits.WELCOME_PRICE_FACTOR).toBeCloseTo(
      1 - limits.WELCOME_OFFER_DISCOUNT,
      10,
    );
  });

  it.each([
    ['SEARCH_QUERY_MAX_LENGTH', limits.SEARCH_QUERY_MAX_LENGTH],
    ['MAX_LINE_QUANTITY', limits.MAX_LINE_QUANTITY],
  ])('our own choice %s is a positive whole number', (_name, value) => {
    expect(Number.isInteger(value) && value > 0).toBe(true);
  });
});
