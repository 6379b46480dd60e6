import {COUNTRIES} from '@brush/rules/countries';
import {
  DEFAULT_SHIPPING,
  ISRAEL_EXPRESS_SHIPPING,
  NOT_APPLICABLE,
  RESTRICTED_SHIP_COUNTRIES,
  SHIPPING_RULES,
} from '@brush/rules/shipping';
import type {SeedPage} from './types';

export const SUPPORT_EMAIL = 'hello@fude-atelier.example';

const countryName = (code: string): string =>
  COUNTRIES.find((country) => country.code === code)?.name ?? code;

const usd = (amount: number): string => `$${amount.toFixed(2)}`;

/** The words of the shipping table, so that each language's page writes its own. */
export interface ShippingTableWords {
  destination: string;
  shipping: string;
  freeShipping: string;
  noFreeShipping: string;
  freeFrom: (amount: string) => string;
  allOtherCountries: string;
  countryName: (code: string) => string;
  usd: (amount: number) => string;
}

const ENGLISH_TABLE: ShippingTableWords = {
  destination: 'Destination',
  shipping: 'Shipping',
  freeShipping: 'Free shipping',
  noFreeShipping: 'no free shipping',
  freeFrom: (amount) => `free from ${amount}`,
  allOtherCountries: 'All other countries',
  countryName,
  usd,
};

/** The shipping page's table, written from the same rules the cart and checkout apply. */
export function shippingTable(words: ShippingTableWords = ENGLISH_TABLE): string {
  const rows = SHIPPING_RULES.map((rule) => {
    const names = rule.countries.map(words.countryName).join(', ');
    const threshold =
      rule.freeShippingThreshold === NOT_APPLICABLE
        ? words.noFreeShipping
        : words.freeFrom(words.usd(rule.freeShippingThreshold));
    return `<tr><td>${names}</td><td>${words.usd(rule.fee)}</td><td>${threshold}</td></tr>`;
  });
  rows.push(
    `<tr><td>${words.allOtherCountries}</td><td>${words.usd(DEFAULT_SHIPPING.fee)}</td><td>${words.freeFrom(words.usd(DEFAULT_SHIPPING.freeShippingThreshold))}</td></tr>`,
  );
  return (
    `<table><thead><tr><th>${words.destination}</th><th>${words.shipping}</th><th>${words.freeShipping}</th></tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table>`
  );
}

/** The countries the shop cannot ship to (Israel ships by courier), named for a page. */
export function restrictedCountryNames(
  name: (code: string) => string = countryName,
): string {
  return RESTRICTED_SHIP_COUNTRIES.filter((code) => code !== 'IL')
    .map(name)
    .join(', ');
}

const restricted = restrictedCountryNames();

export const PAGES: SeedPage[] = [
  {
    id: '110000000101',
    handle: 'our-story',
    title: 'Our Story',
    seoDescription: 'How a small atelier came to tie makeup brushes by hand.',
    createdAt: '2022-09-01T09:00:00Z',
    updatedAt: '2024-09-01T09:00:00Z',
    body:
      '<p>Fude Atelier began at a kitchen table with a bundle of goat hair, a box of ferrules and a brush-maker’s knife inherited from a grandmother who tied calligraphy brushes in Kumano.</p>' +
      '<p>Every brush we sell is still made the slow way. The hair is sorted by hand, never cut at the tip, so each brush keeps the natural point that picks up and releases powder evenly. The bundle is shaped in the hand, tied, set into the ferrule and fixed to a lacquered wooden handle.</p>' +
      '<h2>Goat hair and synthetic fibre</h2>' +
      '<p>Our natural brushes use goat hair graded from everyday soft to saibikoho, the finest hair from the neck. Our synthetic brushes use a taklon blend that behaves like natural hair with creams and liquids, for anyone who prefers a vegan brush.</p>' +
      '<h2>Made to last</h2>' +
      '<p>A well-kept brush lasts for years. We would rather you buy one brush you love than ten you do not, which is why we print care instructions on every box and answer every question by email.</p>',
  },
  {
    id: '110000000102',
    handle: 'faq',
    title: 'FAQ',
    seoDescription: 'Answers about our brushes, orders, shipping and returns.',
    createdAt: '2022-09-01T09:00:00Z',
    updatedAt: '2024-11-15T09:00:00Z',
    body:
      '<h2>How do I clean my brushes?</h2>' +
      '<p>Wet the hair with lukewarm water, swirl it on a bar of mild soap, rinse until the water runs clear, press out the water with a towel and lay the brush flat or hang it hair down to dry. Never stand a wet brush upright: water runs into the ferrule and loosens the glue.</p>' +
      '<h2>Goat hair or synthetic?</h2>' +
      '<p>Goat hair is best with powders: it picks up pigment and diffuses it softly. Synthetic fibre is best with creams and liquids, and it is vegan.</p>' +
      '<h2>What are US and EU editions?</h2>' +
      '<p>We stock each brush in two warehouses. The shop shows the edition for your shipping country; the brushes are identical.</p>' +
      '<h2>What is the secret shop?</h2>' +
      '<p>Friends of the atelier and our product testers get early access to prototypes and limited pieces at personal prices. Access is by invitation and appears in your account once granted.</p>' +
      '<h2>What does pay what you want mean?</h2>' +
      '<p>For a few brushes you choose the price, from nothing up to the full price. One pay-what-you-want or free item per customer per order.</p>' +
      '<h2>How long does shipping take?</h2>' +
      '<p>Orders leave the warehouse within two business days. See our <a href="/pages/shipping">shipping page</a> for rates.</p>',
  },
  {
    id: '110000000103',
    handle: 'contact-us',
    title: 'Contact Us',
    seoDescription: 'Write to the atelier.',
    createdAt: '2022-09-01T09:00:00Z',
    updatedAt: '2024-03-01T09:00:00Z',
    body:
      `<p>Questions about a brush, an order or a return? Write to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> and a person at the atelier answers within two business days.</p>` +
      '<p>Please include your order number if your message is about an order.</p>' +
      '<h2>Wholesale and press</h2>' +
      `<p>For stockists, make-up artists and press, write to the same address with “trade” in the subject line.</p>`,
  },
  {
    id: '110000000104',
    handle: 'terms-of-service',
    title: 'Terms of Service',
    seoDescription: 'The terms that apply when you shop with us.',
    createdAt: '2022-09-01T09:00:00Z',
    updatedAt: '2024-01-10T09:00:00Z',
    body:
      '<h2>1. Who we are</h2><p>This shop is operated by Fude Atelier. By placing an order you agree to these terms.</p>' +
      '<h2>2. Orders and prices</h2><p>Prices are shown in the currency of your shipping country and include duties and taxes where the shop says so. An order is accepted when we send the shipping confirmation.</p>' +
      '<h2>3. Special offers</h2><p>Free items, pay-what-you-want items and the welcome offer are limited to one per customer and order. Secret-shop prices are personal and may not be transferred.</p>' +
      '<h2>4. Store credit</h2><p>Store credit is issued in US dollars, converted at checkout, and cannot be exchanged for cash.</p>' +
      '<h2>5. Liability</h2><p>Nothing in these terms limits your rights as a consumer under the law of your country.</p>',
  },
  {
    id: '110000000105',
    handle: 'returns-exchange',
    title: 'Returns & Exchanges',
    seoDescription: 'Return or exchange a brush within 30 days.',
    createdAt: '2022-09-01T09:00:00Z',
    updatedAt: '2024-05-20T09:00:00Z',
    body:
      '<p>You can return or exchange unused brushes within 30 days of delivery. Write to us with your order number and we will send you the return address for your region.</p>' +
      '<p>Used brushes cannot be returned for hygiene reasons, unless they are faulty. If a brush sheds or a ferrule comes loose within a year, we replace it.</p>' +
      '<p>Refunds are made to the original payment method within five business days of the return arriving. Free and pay-what-you-want items are not refunded.</p>',
  },
  {
    id: '110000000106',
    handle: 'privacy-policy',
    title: 'Privacy Policy',
    seoDescription: 'What we collect and why.',
    createdAt: '2022-09-01T09:00:00Z',
    updatedAt: '2024-06-01T09:00:00Z',
    body:
      '<p>We collect what we need to deliver your order and to run your account: your name, email, shipping address and order history.</p>' +
      '<p>With your consent we use analytics cookies to understand how the shop is used. Shoppers in the EU region and Norway are asked before any analytics cookie is set; you can change your choice at any time.</p>' +
      `<p>We never sell your data. To see, correct or delete what we hold about you, write to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>.</p>`,
  },
  {
    id: '110000000107',
    handle: 'shipping',
    title: 'Shipping',
    seoDescription: 'Shipping rates and free-shipping thresholds by country.',
    createdAt: '2022-09-01T09:00:00Z',
    updatedAt: '2024-12-01T09:00:00Z',
    body:
      '<p>Orders leave our warehouses within two business days. Rates are in US dollars and shown in your currency at checkout.</p>' +
      shippingTable() +
      `<p>Orders to Israel ship by express courier at $${ISRAEL_EXPRESS_SHIPPING}.00. We cannot currently ship to ${restricted}.</p>` +
      '<p>For the UK and the EU region, duties and taxes are included in the price.</p>',
  },
  {
    id: '110000000108',
    handle: 'vote',
    title: 'Vote',
    seoDescription: 'Vote for the next brush we make.',
    createdAt: '2024-02-01T09:00:00Z',
    updatedAt: '2024-10-01T09:00:00Z',
    body:
      '<p>Every season we shortlist three prototypes and let our customers choose which one goes into production.</p>' +
      '<p>This season’s shortlist: a squirrel-hair eyeshadow blender, a flat-top kabuki with a walnut handle, and a fan brush for liquid highlighter. Voting opens to everyone with an account.</p>',
  },
  {
    id: '110000000109',
    handle: 'reviews',
    title: 'Reviews',
    seoDescription: 'What customers say about our brushes.',
    createdAt: '2024-02-01T09:00:00Z',
    updatedAt: '2024-12-01T09:00:00Z',
    body:
      '<blockquote><p>“The Kumo is the softest blender I own and it has survived two years of weekly washing.” — Mia, Berlin</p></blockquote>' +
      '<blockquote><p>“Yuki sets my powder without moving my foundation.” — Jordan, Austin</p></blockquote>' +
      '<blockquote><p>“I bought the saibikoho cheek brush as a treat. It was worth it.” — Chiara, Milan</p></blockquote>',
  },
  {
    id: '110000000110',
    handle: 'pro',
    title: 'Pro',
    seoDescription: 'Brushes and pricing for make-up artists.',
    createdAt: '2024-04-01T09:00:00Z',
    updatedAt: '2024-11-01T09:00:00Z',
    body:
      '<p>Working make-up artists can buy PRO editions of our best sellers: longer handles, denser heads and a discount on kit orders.</p>' +
      '<p>Join the pro program with a link to your portfolio, then order single brushes or one of our pro kits.</p>',
  },
  {
    id: '110000000111',
    handle: 'pro-program',
    title: 'Pro Program',
    seoDescription: 'How to join the pro program.',
    createdAt: '2024-04-01T09:00:00Z',
    updatedAt: '2024-11-01T09:00:00Z',
    body:
      '<p>The pro program is open to make-up artists, estheticians and beauty students. Send us a link to your portfolio or your school enrolment and we will enable PRO editions on your account.</p>' +
      '<p>Members get 20% off kit orders, early access to new brushes and a replacement promise on brushes worn out in daily work.</p>',
  },
  {
    id: '110000000112',
    handle: 'pro-kits',
    title: 'Pro Kits',
    seoDescription: 'Kits for working artists.',
    createdAt: '2024-04-01T09:00:00Z',
    updatedAt: '2024-11-01T09:00:00Z',
    body:
      '<p>Our pro kits pair the PRO editions of Kumo, Tsuki and Hoshi for eyes with Yuki, Sora and Kaze for face, in a waxed canvas roll that stands up on a set table.</p>' +
      '<p>Kits are built to order and ship within five business days.</p>',
  },
];
