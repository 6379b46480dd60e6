import type {SeedMenu} from './types';

/** The header menu and the footer menu; the footer's links are the spec's, in its order. */
export const MENUS: SeedMenu[] = [
  {
    id: '200000000101',
    handle: 'main-menu',
    title: 'Main menu',
    items: [
      {
        title: 'shop',
        url: '/collections/all-products',
        type: 'COLLECTION',
        resource: 'all-products',
        items: [
          {
            title: 'best sellers',
            url: '/collections/best-sellers',
            type: 'COLLECTION',
            resource: 'best-sellers',
          },
          {
            title: 'eye brushes',
            url: '/collections/eye-brushes',
            type: 'COLLECTION',
            resource: 'eye-brushes',
          },
          {
            title: 'face brushes',
            url: '/collections/face-brushes',
            type: 'COLLECTION',
            resource: 'face-brushes',
          },
          {
            title: 'bundles',
            url: '/collections/bundles',
            type: 'COLLECTION',
            resource: 'bundles',
          },
          {
            title: 'accessories',
            url: '/collections/accessories',
            type: 'COLLECTION',
            resource: 'accessories',
          },
        ],
      },
      {title: 'concept store', url: '/concept-store', type: 'HTTP'},
      {title: 'promos', url: '/discounts', type: 'HTTP'},
    ],
  },
  {
    id: '200000000102',
    handle: 'footer',
    title: 'Footer',
    items: [
      {title: 'about us', url: '/pages/our-story', type: 'PAGE', resource: 'our-story'},
      {title: 'shipping', url: '/pages/shipping', type: 'PAGE', resource: 'shipping'},
      {title: 'faq', url: '/pages/faq', type: 'PAGE', resource: 'faq'},
      {
        title: 'contact us',
        url: '/pages/contact-us',
        type: 'PAGE',
        resource: 'contact-us',
      },
      {
        title: 'products',
        url: '/collections/all-products',
        type: 'COLLECTION',
        resource: 'all-products',
      },
      {
        title: 'terms of service',
        url: '/pages/terms-of-service',
        type: 'PAGE',
        resource: 'terms-of-service',
      },
      {
        title: 'return policy',
        url: '/pages/returns-exchange',
        type: 'PAGE',
        resource: 'returns-exchange',
      },
      {
        title: 'privacy policy',
        url: '/pages/privacy-policy',
        type: 'PAGE',
        resource: 'privacy-policy',
      },
    ],
  },
];
