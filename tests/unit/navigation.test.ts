import {describe, expect, it} from 'vitest';

import {
  bottomBarSection,
  isCartPage,
  showsFooter,
  type BottomBarSection,
} from '~/lib/navigation';

describe('bottomBarSection', () => {
  it.each<[string, BottomBarSection | null]>([
    ['/', 'shop'],
    ['/collections', 'shop'],
    ['/collections/eye-brushes', 'shop'],
    ['/products/eb01?variant=1', 'shop'],
    ['/pwyw-products/fan', 'shop'],
    ['/search', 'search'],
    ['/search?q=fan', 'search'],
    ['/concept-store', 'conceptStore'],
    ['/concept-store/', 'conceptStore'],
    ['/discounts', 'promos'],
    ['/account/orders', 'account'],
    ['/account/login', 'account'],
    ['/secret/spring', 'account'],
    ['/cart', null],
    ['/pages/faq', null],
    ['/searchlight', null],
    ['/secretive', null],
  ])('%s -> %j', (pathname, section) => {
    expect(bottomBarSection(pathname)).toBe(section);
  });
});

describe('cart page chrome', () => {
  it.each([
    ['/cart', true, false],
    ['/cart/', true, false],
    ['/cart?step=1', true, false],
    ['/', false, true],
    ['/carts', false, true],
  ])('%s: cart %s, footer %s', (pathname, cart, footer) => {
    expect(isCartPage(pathname)).toBe(cart);
    expect(showsFooter(pathname)).toBe(footer);
  });
});
