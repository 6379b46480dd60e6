import type {
  CollectionDocument,
  PageDocument,
  ProductDocument,
  ProductOptionDocument,
  SelectedOption,
  VariantDocument,
} from '../../catalog/documents';
import {DEFAULT_LOCALE, localeOf, translationIndex} from '../../catalog/translations';
import type {RequestContext, Resolvers} from '../../types';

/**
 * The fields Shopify's Translate & Adapt translates, answered in the language of the request's
 * @inContext(language:); a field without a translation (and every field in English) answers
 * the shop's own text.
 */

export function translate(
  context: RequestContext,
  resource: string | undefined,
  field: string,
  fallback: string,
): string {
  if (!resource) return fallback;
  return translationIndex(context.db).get(resource, field, context.language) ?? fallback;
}

/** Plain text of an HTML body, paragraphs kept apart as Shopify's description keeps them. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|h\d|li|blockquote)>\s*/g, '\n\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A product's description in the request's language, as plain text. */
export function productDescription(
  product: ProductDocument,
  context: RequestContext,
): string {
  const html = translationIndex(context.db).get(
    product.id,
    'body_html',
    context.language,
  );
  return html === undefined ? product.description : htmlToText(html);
}

export function collectionDescription(
  collection: CollectionDocument,
  context: RequestContext,
): string {
  const html = translationIndex(context.db).get(
    collection.id,
    'body_html',
    context.language,
  );
  return html === undefined ? collection.description : htmlToText(html);
}

interface Seo {
  title?: string | null;
  description?: string | null;
}

function seoOf(document: {id: string; seo?: Seo}, context: RequestContext): Seo {
  const seo = document.seo ?? {};
  return {
    title: translate(context, document.id, 'meta_title', seo.title ?? '') || null,
    description:
      translate(context, document.id, 'meta_description', seo.description ?? '') || null,
  };
}

/** An option's name and a value's name in the request's language, found through the product. */
function translatedSelection(
  product: ProductDocument | undefined,
  selection: SelectedOption,
  context: RequestContext,
): SelectedOption {
  const option = product?.options.find((candidate) => candidate.name === selection.name);
  if (!option) return selection;
  const value = option.optionValues.find(
    (candidate) => candidate.name === selection.value,
  );
  return {
    name: translate(context, option.id, 'name', selection.name),
    value: translate(context, value?.id, 'name', selection.value),
  };
}

export function translatedSelections(
  variant: VariantDocument,
  context: RequestContext,
): SelectedOption[] {
  const product = context.store.get(variant.product) as ProductDocument | undefined;
  return variant.selectedOptions.map((selection) =>
    translatedSelection(product, selection, context),
  );
}

/** A product's title in the request's language (for search, the checkout and suggestions). */
export function productTitle(product: ProductDocument, context: RequestContext): string {
  return translate(context, product.id, 'title', product.title);
}

interface MenuItemDocument {
  id: string;
  title: string;
}

interface PolicyDocument {
  id: string;
  title: string;
  body: string;
}

export const translatedResolvers: Resolvers = {
  Product: {
    title: (product: ProductDocument, _args, context) => productTitle(product, context),
    descriptionHtml: (
      product: ProductDocument & {descriptionHtml?: string},
      _args,
      context,
    ) => translate(context, product.id, 'body_html', product.descriptionHtml ?? ''),
    seo: (product: ProductDocument & {seo?: Seo}, _args, context) =>
      seoOf(product, context),
  },
  ProductOption: {
    name: (option: ProductOptionDocument, _args, context) =>
      translate(context, option.id, 'name', option.name),
    values: (option: ProductOptionDocument, _args, context) =>
      option.values.map((value) =>
        translate(
          context,
          option.optionValues.find((candidate) => candidate.name === value)?.id,
          'name',
          value,
        ),
      ),
  },
  ProductOptionValue: {
    name: (value: {id: string; name: string}, _args, context) =>
      translate(context, value.id, 'name', value.name),
  },
  ProductVariant: {
    title: (variant: VariantDocument, _args, context) =>
      localeOf(context.language) === DEFAULT_LOCALE
        ? variant.title
        : translatedSelections(variant, context)
            .map((selection) => selection.value)
            .join(' / '),
    selectedOptions: (variant: VariantDocument, _args, context) =>
      translatedSelections(variant, context),
  },
  Collection: {
    title: (collection: CollectionDocument, _args, context) =>
      translate(context, collection.id, 'title', collection.title),
    descriptionHtml: (
      collection: CollectionDocument & {descriptionHtml?: string},
      _args,
      context,
    ) => translate(context, collection.id, 'body_html', collection.descriptionHtml ?? ''),
    seo: (collection: CollectionDocument & {seo?: Seo}, _args, context) =>
      seoOf(collection, context),
  },
  Page: {
    title: (page: PageDocument, _args, context) =>
      translate(context, page.id, 'title', page.title),
    body: (page: PageDocument, _args, context) =>
      translate(context, page.id, 'body_html', page.body),
    bodySummary: (page: PageDocument & {bodySummary?: string}, _args, context) => {
      const body = translationIndex(context.db).get(
        page.id,
        'body_html',
        context.language,
      );
      if (body === undefined) return page.bodySummary ?? '';
      const text = htmlToText(body).replace(/\s+/g, ' ');
      return text.length > 150 ? `${text.slice(0, 147)}...` : text;
    },
    seo: (page: PageDocument & {seo?: Seo}, _args, context) => seoOf(page, context),
  },
  Menu: {
    title: (menu: MenuItemDocument, _args, context) =>
      translate(context, menu.id, 'title', menu.title),
  },
  MenuItem: {
    title: (item: MenuItemDocument, _args, context) =>
      translate(context, item.id, 'title', item.title),
  },
  ShopPolicy: {
    title: (policy: PolicyDocument, _args, context) =>
      translate(context, policy.id, 'title', policy.title),
    body: (policy: PolicyDocument, _args, context) =>
      translate(context, policy.id, 'body', policy.body),
  },
  Shop: {
    description: (shop: {id: string; description?: string}, _args, context) =>
      translate(context, shop.id, 'description', shop.description ?? ''),
    brand: (
      shop: {id: string; brand?: {slogan?: string | null} | null},
      _args,
      context,
    ) =>
      shop.brand
        ? {
            ...shop.brand,
            slogan: translate(context, shop.id, 'slogan', shop.brand.slogan ?? ''),
          }
        : null,
  },
};
