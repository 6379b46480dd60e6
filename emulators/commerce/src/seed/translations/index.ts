import type {TranslationRow} from '../../catalog/translations';
import type {StoredDocument} from '../../types';
import {CARE, PRODUCTS} from '../catalog';
import {SHOP} from '../shop';
import {SPANISH} from './es';
import {FRENCH} from './fr';
import {ITALIAN} from './it';
import type {ShopCopy} from './types';

/** The shop's languages besides English, each written for this shop. */
export const SHOP_COPIES: readonly ShopCopy[] = [FRENCH, ITALIAN, SPANISH];

const paragraphs = (list: readonly string[]) => list.map((p) => `<p>${p}</p>`).join('');

interface MenuItemDocument {
  id: string;
  title: string;
  items?: MenuItemDocument[];
}

/**
 * The translation rows for the built catalog: each document is matched to its copy by handle
 * (products, collections, pages) or by its English text (options, menus, variant texts), and
 * keyed by its GID and Shopify's translation key, as Translate & Adapt stores them.
 */
export function buildTranslations(
  documents: readonly StoredDocument[],
): TranslationRow[] {
  const rows: TranslationRow[] = [];
  const byId = new Map(documents.map((document) => [document.id, document]));
  for (const copy of SHOP_COPIES) {
    const add = (resource: string, field: string, value: string | undefined) => {
      if (value !== undefined && value !== '')
        rows.push({resource, field, locale: copy.locale, value});
    };
    for (const document of documents) {
      switch (document.__typename) {
        case 'Product':
          addProduct(document, copy, add);
          break;
        case 'Metafield':
          addMetafield(document, byId, copy, add);
          break;
        case 'Collection': {
          const text = copy.collections[document.handle ?? ''];
          if (!text) break;
          add(document.id, 'title', text.title);
          add(document.id, 'body_html', `<p>${text.description}</p>`);
          add(document.id, 'meta_title', text.title);
          add(document.id, 'meta_description', text.description);
          break;
        }
        case 'Page': {
          const text = copy.pages[document.handle ?? ''];
          if (!text) break;
          add(document.id, 'title', text.title);
          add(document.id, 'body_html', text.body);
          add(document.id, 'meta_title', text.title);
          add(document.id, 'meta_description', text.seoDescription);
          break;
        }
        case 'Menu': {
          add(document.id, 'title', copy.menus[String(document.title)]);
          const walk = (items: readonly MenuItemDocument[]) => {
            for (const item of items) {
              add(item.id, 'title', copy.menus[item.title]);
              walk(item.items ?? []);
            }
          };
          walk((document.items as MenuItemDocument[] | undefined) ?? []);
          break;
        }
        case 'Shop': {
          add(document.id, 'description', copy.shop.description);
          add(document.id, 'slogan', copy.shop.slogan);
          for (const policy of Object.values(SHOP.policies)) {
            const stored = document[policyField(policy.handle)] as
              | {id: string}
              | undefined;
            if (!stored) continue;
            add(stored.id, 'title', copy.shop.policies[policy.handle]);
            add(stored.id, 'body', copy.pages[policy.page]?.body);
          }
          break;
        }
      }
    }
  }
  return rows;
}

function policyField(handle: string): string {
  return handle.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

type Add = (resource: string, field: string, value: string | undefined) => void;

function addProduct(document: StoredDocument, copy: ShopCopy, add: Add): void {
  const source = PRODUCTS.find((product) => product.handle === document.handle);
  const text = copy.products[document.handle ?? ''];
  if (source && text) {
    let own = 0;
    const translated = source.description.map((paragraph) =>
      paragraph === CARE ? copy.care : (text.description[own++] ?? paragraph),
    );
    add(document.id, 'title', text.title);
    add(document.id, 'body_html', paragraphs(translated));
    add(document.id, 'meta_title', text.title);
    add(document.id, 'meta_description', translated[0]);
  }
  const options = (document.options ?? []) as {
    id: string;
    name: string;
    optionValues: {id: string; name: string}[];
  }[];
  for (const option of options) {
    add(option.id, 'name', copy.phrases[option.name]);
    for (const value of option.optionValues)
      add(value.id, 'name', copy.phrases[value.name]);
  }
}

const PRODUCT_METAFIELD_COPY: Record<
  string,
  'headline' | 'brief' | 'prototypeDescription'
> = {headline: 'headline', brief: 'brief', prototype_description: 'prototypeDescription'};

/** Text metafields the storefront shows; Shopify translates a metafield's value. */
function addMetafield(
  document: StoredDocument,
  byId: ReadonlyMap<string, StoredDocument>,
  copy: ShopCopy,
  add: Add,
): void {
  if (document.namespace !== 'custom') return;
  const owner = byId.get(String(document.parentResource));
  const key = String(document.key);
  const value = String(document.value);
  if (owner?.__typename === 'Product') {
    const field = PRODUCT_METAFIELD_COPY[key];
    if (field) add(document.id, 'value', copy.products[owner.handle ?? '']?.[field]);
  } else if (owner?.__typename === 'ProductVariant') {
    if (key === 'title' || key === 'checkout_description' || key === 'cart_description')
      add(document.id, 'value', copy.phrases[value]);
  }
}
