import type {BrushLook, Look} from '../images/brush-svg';

export type ProductType = 'Eye Brush' | 'Face Brush' | 'Bundle' | 'Accessory';

/** Variant metafields the storefront reads (namespace custom). */
export interface SeedVariantMetafields {
  /** custom.title: the name shown instead of the product title. */
  title?: string;
  /** custom.checkout_description. */
  checkoutDescription?: string;
  /** custom.hidden: the variant is not offered (value 'true'). */
  hidden?: boolean;
  /** custom.cart_description. */
  cartDescription?: string;
}

export interface SeedVariant {
  /** The numeric part of the GID gid://shopify/ProductVariant/<id>. */
  id: string;
  sku: string;
  /** One value per product option, by option name. */
  options: Record<string, string>;
  /** USD; the product's price when absent. */
  price?: number;
  compareAtPrice?: number;
  /** Defaults to true. */
  availableForSale?: boolean;
  /** Sold on backorder when true while still available for sale. */
  currentlyNotInStock?: boolean;
  /** Defaults to 25 when available and in stock, else 0. */
  quantityAvailable?: number;
  metafields?: SeedVariantMetafields;
}

/** Product metafields the storefront reads. */
export interface SeedProductMetafields {
  /** custom.headline */
  headline?: string;
  /** custom.brief */
  brief?: string;
  /** custom.video: a URL (a path is answered on the platform's origin). */
  video?: string;
  /** custom.prototype_description */
  prototypeDescription?: string;
  /** custom.image_wide: draw a landscape banner for this product. */
  imageWide?: boolean;
  /** secret_shop.image: draw the secret shop's picture for this product. */
  secretShopImage?: boolean;
}

export interface SeedProduct {
  /** The numeric part of the GID gid://shopify/Product/<id>. */
  id: string;
  handle: string;
  title: string;
  productType: ProductType;
  vendor?: string;
  /** USD base price of the variants that do not set their own. */
  price: number;
  compareAtPrice?: number;
  tags: string[];
  /** Paragraphs of the description. */
  description: string[];
  createdAt: string;
  /** 1 is the best seller. */
  bestSellingRank: number;
  /** Option names in order; Region always comes first. */
  options: string[];
  variants: SeedVariant[];
  look: Look;
  /**
   * Looks for the values of one option (e.g. Handle: Black / Natural): the first two values
   * get their own picture and their variants show it.
   */
  optionLooks?: {option: string; looks: Record<string, Partial<BrushLook>>};
  metafields?: SeedProductMetafields;
}

/** Which products a collection holds: listed by handle, or every product matching a rule. */
export type CollectionMembers =
  | {handles: string[]}
  | {productType: ProductType}
  | {tag: string}
  | {allExceptTag: string};

export type CollectionOrder = 'MANUAL' | 'BEST_SELLING' | 'CREATED_DESC' | 'TITLE';

export interface SeedCollection {
  /** The numeric part of the GID gid://shopify/Collection/<id>. */
  id: string;
  handle: string;
  title: string;
  description: string;
  members: CollectionMembers;
  order: CollectionOrder;
  updatedAt: string;
  imageBackground: string;
  /** Kept out of search results and the sitemap (metafield seo.hidden). */
  hidden?: boolean;
}

export interface SeedPage {
  id: string;
  handle: string;
  title: string;
  /** HTML body. */
  body: string;
  seoDescription: string;
  createdAt: string;
  updatedAt: string;
}

export interface SeedMenuItem {
  title: string;
  /** A path on the shop ('/collections/eye-brushes'); answered on the platform's origin. */
  url: string;
  type:
    | 'FRONTPAGE'
    | 'COLLECTION'
    | 'COLLECTIONS'
    | 'CATALOG'
    | 'PAGE'
    | 'PRODUCT'
    | 'SEARCH'
    | 'HTTP'
    | 'SHOP_POLICY';
  /** The handle of the collection, page or product the item points at. */
  resource?: string;
  items?: SeedMenuItem[];
}

export interface SeedMenu {
  id: string;
  handle: string;
  title: string;
  items: SeedMenuItem[];
}
