/**
 * What shoppers type and whether the product is found, as Shopify's storefront search
 * answers it: one slip once the first four letters are right, never with search syntax,
 * singular and plural, the shop's synonym groups and its translated titles. Each row is
 * checked against the pure matching rules (with the title the shopper reads in that
 * language, and the product type the catalog keeps in English) and then through
 * predictiveSearch on the Storefront API.
 */
export interface Row {
  case: string;
  query: string;
  language: 'EN' | 'FR' | 'IT' | 'ES';
  handle: string;
  /** The product's title in that language and its product type, as search reads them. */
  text: string;
  found: boolean;
}

const KUMO_EN = 'Kumo Blending Brush\nEye Brush';
const KUMO_FR = 'Pinceau estompeur Kumo\nKumo Blending Brush\nEye Brush';
const KUMO_IT = 'Pennello sfumino Kumo\nKumo Blending Brush\nEye Brush';
const KUMO_ES = 'Brocha difuminadora Kumo\nKumo Blending Brush\nEye Brush';
export const KUMO = 'kumo-blending-brush';

export const ROWS: Row[] = [
  // Typos within tolerance: one letter inserted, dropped, changed, or two swapped.
  {
    case: 'an extra letter',
    query: 'kumoo',
    language: 'EN',
    handle: KUMO,
    text: KUMO_EN,
    found: true,
  },
  {
    case: 'a dropped letter',
    query: 'blendng brush',
    language: 'EN',
    handle: KUMO,
    text: KUMO_EN,
    found: true,
  },
  {
    case: 'a changed letter',
    query: 'blendimg',
    language: 'EN',
    handle: KUMO,
    text: KUMO_EN,
    found: true,
  },
  {
    case: 'two letters swapped',
    query: 'blendnig',
    language: 'EN',
    handle: KUMO,
    text: KUMO_EN,
    found: true,
  },
  // Beyond tolerance.
  {
    case: 'two slips',
    query: 'kabukiii',
    language: 'EN',
    handle: 'sora-kabuki',
    text: 'Sora Kabuki\nFace Brush',
    found: false,
  },
  {
    case: 'a slip in the first four letters',
    query: 'kbuki',
    language: 'EN',
    handle: 'sora-kabuki',
    text: 'Sora Kabuki\nFace Brush',
    found: false,
  },
  {
    case: 'a slip in the first four letters, swapped',
    query: 'bledning',
    language: 'EN',
    handle: KUMO,
    text: KUMO_EN,
    found: false,
  },
  // Short terms (fewer than 4 + 1 letters) need the word as written.
  {
    case: 'a short term with a slip',
    query: 'kumi',
    language: 'EN',
    handle: KUMO,
    text: KUMO_EN,
    found: false,
  },
  {
    case: 'a short term, exact',
    query: 'kumo',
    language: 'EN',
    handle: KUMO,
    text: KUMO_EN,
    found: true,
  },
  // Search syntax turns typo tolerance off.
  {
    case: 'a quoted typo',
    query: '"kumoo"',
    language: 'EN',
    handle: KUMO,
    text: KUMO_EN,
    found: false,
  },
  {
    case: 'a typo with AND',
    query: 'kumoo AND brush',
    language: 'EN',
    handle: KUMO,
    text: KUMO_EN,
    found: false,
  },
  {
    case: 'a typo with a wildcard',
    query: 'blendng*',
    language: 'EN',
    handle: KUMO,
    text: KUMO_EN,
    found: false,
  },
  // Singular and plural.
  {
    case: 'an English plural',
    query: 'brushes',
    language: 'EN',
    handle: KUMO,
    text: KUMO_EN,
    found: true,
  },
  {
    case: 'a French plural',
    query: 'pinceaux',
    language: 'FR',
    handle: KUMO,
    text: KUMO_FR,
    found: true,
  },
  {
    case: 'an Italian plural',
    query: 'pennelli',
    language: 'IT',
    handle: KUMO,
    text: KUMO_IT,
    found: true,
  },
  {
    case: 'a Spanish plural',
    query: 'brochas',
    language: 'ES',
    handle: KUMO,
    text: KUMO_ES,
    found: true,
  },
  // Synonym groups, per language.
  {
    case: 'French brosse is a brush',
    query: 'brosse',
    language: 'FR',
    handle: KUMO,
    text: KUMO_FR,
    found: true,
  },
  {
    case: 'French yeux finds eye brushes',
    query: 'yeux',
    language: 'FR',
    handle: KUMO,
    text: KUMO_FR,
    found: true,
  },
  {
    case: 'Italian occhi finds eye brushes',
    query: 'occhi',
    language: 'IT',
    handle: KUMO,
    text: KUMO_IT,
    found: true,
  },
  {
    case: 'Spanish ojos finds eye brushes',
    query: 'ojos',
    language: 'ES',
    handle: KUMO,
    text: KUMO_ES,
    found: true,
  },
  {
    case: 'Spanish pincel is a brush',
    query: 'pincel',
    language: 'ES',
    handle: KUMO,
    text: KUMO_ES,
    found: true,
  },
  {
    case: 'English blender finds the blending brush',
    query: 'blender',
    language: 'EN',
    handle: KUMO,
    text: KUMO_EN,
    found: true,
  },
  {
    case: 'a French word on the English shop',
    query: 'pinceau',
    language: 'EN',
    handle: KUMO,
    text: KUMO_EN,
    found: false,
  },
  // Translated titles, searched in the shopper's language.
  {
    case: 'French estompeur',
    query: 'estompeur',
    language: 'FR',
    handle: KUMO,
    text: KUMO_FR,
    found: true,
  },
  {
    case: 'French pinceau',
    query: 'pinceau',
    language: 'FR',
    handle: KUMO,
    text: KUMO_FR,
    found: true,
  },
  {
    case: 'Italian sfumino',
    query: 'sfumino',
    language: 'IT',
    handle: KUMO,
    text: KUMO_IT,
    found: true,
  },
  {
    case: 'Spanish difuminador',
    query: 'difuminador',
    language: 'ES',
    handle: KUMO,
    text: KUMO_ES,
    found: true,
  },
  {
    case: 'a typo in a translated word',
    query: 'estompuer',
    language: 'FR',
    handle: KUMO,
    text: KUMO_FR,
    found: true,
  },
  {
    case: 'French crayon is the Tsuki pencil brush',
    query: 'crayon',
    language: 'FR',
    handle: 'tsuki-pencil-brush',
    text: 'Pinceau crayon Tsuki\nTsuki Pencil Brush\nEye Brush',
    found: true,
  },
  {
    case: 'French crayon means nothing in English',
    query: 'crayon',
    language: 'EN',
    handle: 'tsuki-pencil-brush',
    text: 'Tsuki Pencil Brush\nEye Brush',
    found: false,
  },
];
