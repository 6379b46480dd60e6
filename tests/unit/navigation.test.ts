import {describe, expect, it} from 'vitest';

import {
  bottomBarSection,
  isCartPage,
  showsFooter,
  showsSecondaryBar,
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
    ['/cart', false, true, false, true],
    ['/cart', true, true, false, false],
    ['/cart/', true, true, false, false],
    ['/cart?step=1', true, true, false, false],
    ['/', true, false, true, true],
    ['/carts', true, false, true, true],
  ])(
    '%s mobile %s: cart %s, footer %s, secondary bar %s',
    (pathname, mobile, cart, footer, secondaryBar) => {
      expect(isCartPage(pathname)).toBe(cart);
      expect(showsFooter(pathname)).toBe(footer);
      expect(showsSecondaryBar({pathname, mobile})).toBe(secondaryBar);
    },
  );
});
