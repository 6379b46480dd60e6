import {convertFromUsd} from '@brush/rules/currency';
import {findMetafield} from '../../catalog/documents';
import {atPlatformRate} from '../../markets';
import type {RequestContext, Resolvers} from '../../types';
import {formatAmount, isExactMoney, type MoneyValue} from '../money';
import {translate} from './translated';

/** The amount a stored money value shows in the request's market. */
export function marketAmount(money: MoneyValue, context: RequestContext): number {
  const amount = Number(money.amount);
  if (isExactMoney(money) || money.currencyCode !== 'USD') return amount;
  return convertFromUsd(atPlatformRate(amount, context.currency), context.currency);
}

export function marketCurrency(money: MoneyValue, context: RequestContext): string {
  if (isExactMoney(money) || money.currencyCode !== 'USD') return money.currencyCode;
  return context.currency;
}

interface ImageTransform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  scale?: number | null;
  preferredContentType?: string | null;
}

const CONTENT_TYPE_EXTENSIONS: Record<string, string> = {
  JPG: 'jpg',
  PNG: 'png',
  WEBP: 'webp',
};

/**
 * An image URL on the platform's CDN, with Shopify's transform parameters (width, height,
 * crop) and the preferred format as the file's extension.
 */
export function imageUrl(
  origin: string,
  url: string,
  transform?: ImageTransform | null,
): string {
  const absolute = new URL(url, origin);
  if (!transform) return absolute.href;
  const scale = transform.scale && transform.scale > 0 ? transform.scale : 1;
  if (transform.maxWidth)
    absolute.searchParams.set('width', String(transform.maxWidth * scale));
  if (transform.maxHeight)
    absolute.searchParams.set('height', String(transform.maxHeight * scale));
  if (transform.crop) absolute.searchParams.set('crop', transform.crop.toLowerCase());
  const extension = transform.preferredContentType
    ? CONTENT_TYPE_EXTENSIONS[transform.preferredContentType]
    : undefined;
  if (extension) absolute.pathname = absolute.pathname.replace(/\.\w+$/, `.${extension}`);
  return absolute.href;
}

/** Metafield types whose value may be a path the platform serves. */
const URL_METAFIELD_TYPES = new Set(['url', 'file_reference']);

export const valueResolvers: Resolvers = {
  MoneyV2: {
    amount: (money: MoneyValue, _args, context) =>
      formatAmount(marketAmount(money, context)),
    currencyCode: (money: MoneyValue, _args, context) => marketCurrency(money, context),
  },
  Image: {
    url: (image: {url: string}, args, context) =>
      imageUrl(context.origin, image.url, args.transform),
    src: (image: {url: string}, _args, context) => imageUrl(context.origin, image.url),
    originalSrc: (image: {url: string}, _args, context) =>
      imageUrl(context.origin, image.url),
    transformedSrc: (image: {url: string}, args, context) =>
      imageUrl(context.origin, image.url, args),
  },
  HasMetafields: {
    metafield: (owner: {metafields?: unknown}, args, context) =>
      findMetafield(context.store, owner, args.namespace, args.key),
    metafields: (owner: {metafields?: unknown}, args, context) =>
      (args.identifiers as {namespace?: string | null; key: string}[]).map((identifier) =>
        findMetafield(context.store, owner, identifier.namespace, identifier.key),
      ),
  },
  Metafield: {
    value: (metafield: {id?: string; type: string; value: string}, _args, context) => {
      if (URL_METAFIELD_TYPES.has(metafield.type) && metafield.value.startsWith('/'))
        return context.origin + metafield.value;
      // Text metafields are translatable (Translate & Adapt); others answer as stored.
      return translate(context, metafield.id, 'value', metafield.value);
    },
  },
};
