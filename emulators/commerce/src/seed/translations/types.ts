/**
 * One language's copy of the shop, as a merchant writes it in Translate & Adapt. Keys are the
 * English resources' handles (products, collections, pages) or English texts (menu items,
 * option names and values, variant texts); whatever has no entry stays in English.
 */
export interface ProductCopy {
  title: string;
  /** The paragraphs of the description other than the shared care paragraph, in order. */
  description: string[];
  headline?: string;
  brief?: string;
  prototypeDescription?: string;
}

export interface PageCopy {
  title: string;
  seoDescription: string;
  body: string;
}

export interface ShopCopy {
  /** BCP 47 locale the copy is written for: fr, it, es. */
  locale: string;
  /** The care paragraph most brush descriptions end with. */
  care: string;
  products: Record<string, ProductCopy>;
  /**
   * Short texts by their English wording: option names and values, variant titles and
   * descriptions. Brand and product names (Kumo, PRO) are left out, so they stay as they are.
   */
  phrases: Record<string, string>;
  collections: Record<string, {title: string; description: string}>;
  /** Menu and menu item titles by their English wording. */
  menus: Record<string, string>;
  pages: Record<string, PageCopy>;
  shop: {description: string; slogan: string; policies: Record<string, string>};
}
