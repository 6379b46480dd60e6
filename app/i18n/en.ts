/**
 * English interface text. Texts the spec quotes are copied verbatim; the other languages
 * translate this shape key by key (the type below makes a missing key a compile error).
 */
export const en = {
  shell: {
    skipToContent: 'skip to content',
    home: 'home',
    mainNavigation: 'main navigation',
    collectionsNavigation: 'collections',
    shop: 'shop',
    conceptStore: 'concept store',
    promos: 'promos',
    promosBadge: '{{count}} promos',
    search: 'search',
    cart: 'cart',
    cartBadge: 'cart, {{count}} items',
    account: 'account',
  },
  footer: {
    label: 'footer',
    rights: '© {{year}} {{shop}}',
  },
  errors: {
    generic: 'something went wrong.',
    render: 'something went wrong. please refresh to try again.',
    notFoundTitle: 'page not found',
    notFoundBody: 'the page you are looking for does not exist or has moved.',
    backToShop: 'back to the shop',
  },
  home: {
    title: 'brushes made to last',
    intro: 'eye and face brushes, shaped by hand, for every step of your makeup.',
    bestSellers: 'best sellers',
  },
  catalog: {
    from: 'from {{price}}',
    unavailable: 'unavailable',
    notSoldInCountry: 'not available in your country',
    addToCart: 'add to cart',
    adding: 'adding…',
    added: 'added to cart',
    chooseOption: 'choose {{option}}',
    viewCart: 'view cart',
    description: 'description',
    productImages: 'product images',
    collectionEmpty: 'no products here yet.',
    previous: 'previous',
    next: 'next',
  },
  cart: {
    title: 'cart',
    empty: 'your cart is empty.',
    continueShopping: 'continue shopping',
    lines: 'items in your cart',
    quantity: 'quantity',
    quantityOf: 'quantity of {{title}}',
    decrease: 'decrease quantity of {{title}}',
    increase: 'increase quantity of {{title}}',
    update: 'update',
    remove: 'remove',
    removeItem: 'remove {{title}}',
    subtotal: 'subtotal',
    discounts: 'discounts',
    total: 'total',
    checkout: 'checkout',
    summary: 'order summary',
    taxesAtCheckout: 'shipping and taxes are calculated at checkout.',
    errors: {
      invalidAction: 'this cart action is not supported.',
      quantity: 'please choose a quantity from 0 to {{max}}.',
      merchandise: 'this item cannot be added to the cart.',
      line: 'this cart line does not exist.',
      attribute: 'this item cannot be added with these options.',
      discountCode: 'please enter a valid discount code.',
      generic: 'something went wrong',
    },
  },
} as const;

type Translations<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translations<T[K]>;
};

export type Resources = Translations<typeof en>;
