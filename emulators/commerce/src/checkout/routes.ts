import {randomBytes, timingSafeEqual} from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {REGION_OPTION} from '@brush/rules/cart-plans';
import {catalogVariant} from '../cart/catalog';
import {checkoutPath} from '../cart/present';
import {cartGid, findCartByToken, type CartRecord} from '../cart/store';
import {
  findOrderByCartToken,
  findOrderByStatusToken,
  fulfillmentsOfOrder,
} from '../customers/orders';
import {findCustomerById} from '../customers/store';
import {sendHtml} from '../http/respond';
import type {Route, RouteContext} from '../types';
import type {ProductDocument, VariantDocument} from '../catalog/documents';
import {translationIndex} from '../catalog/translations';
import {cartLocale, recordCartLanguage} from '../graphql/cart-language';
import {storefrontOriginOf} from '../storefronts';
import {
  checkoutPage,
  type LineNames,
  messagePage,
  type OrderLineTitle,
  orderStatusPage,
  thankYouPage,
  type ImageOf,
} from './pages';
import {checkoutLocale, type CheckoutLocale} from './texts';
import {checkoutFormErrors, payCart, readCheckoutForm, type CheckoutForm} from './pay';
import {findCheckoutSession, formTokenMatches, openCheckoutSession} from './sessions';
import {SHOWN_FIELD, checkoutSummary} from './summary';

const CHECKOUT_PATH = /^\/checkouts\/cn\/(?<token>[0-9a-f]{32})$/;
const THANK_YOU_PATH = /^\/checkouts\/cn\/(?<token>[0-9a-f]{32})\/thank-you$/;
const ORDER_STATUS_PATH = /^\/orders\/(?<statusToken>[0-9a-f]{32})$/;

const FALLBACK_SHOP_NAME = 'Shop';

function shopName(ctx: RouteContext): string {
  const name = ctx.store.list('Shop')[0]?.name;
  return typeof name === 'string' && name !== '' ? name : FALLBACK_SHOP_NAME;
}

/** Every page gets its own style nonce; nothing else may load or run. */
function sendPage(
  res: ServerResponse,
  ctx: RouteContext,
  status: number,
  render: (nonce: string) => string,
): void {
  const nonce = randomBytes(16).toString('base64');
  sendHtml(res, status, render(nonce), {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': [
      "default-src 'none'",
      `img-src 'self' ${ctx.origin}`,
      `style-src 'nonce-${nonce}'`,
      "form-action 'self'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'Referrer-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
  });
}

/**
 * The browser's own first language: an unknown checkout link has no cart to take it from, and
 * a link whose key does not match must not reveal its cart's.
 */
function browserLocale(req: IncomingMessage): CheckoutLocale {
  return checkoutLocale(req.headers['accept-language']?.split(',')[0]?.trim());
}

function notFound(req: IncomingMessage, res: ServerResponse, ctx: RouteContext): void {
  sendPage(res, ctx, 404, (nonce) =>
    messagePage({
      message: 'notFound',
      shopName: shopName(ctx),
      nonce,
      locale: browserLocale(req),
    }),
  );
}

/** The cart a checkout URL names; its key must match, as for the cart id itself. */
function cartOfRequest(ctx: RouteContext): CartRecord | null {
  const record = findCartByToken(ctx.db, ctx.params.token ?? '');
  const key = Buffer.from(ctx.url.searchParams.get('key') ?? '');
  if (!record) return null;
  const secret = Buffer.from(record.secret);
  return key.length === secret.length && timingSafeEqual(key, secret) ? record : null;
}

function platformOrigins(req: IncomingMessage, ctx: RouteContext): Set<string> {
  const origins = new Set([ctx.origin]);
  if (req.headers.host) origins.add(`http://${req.headers.host}`);
  return origins;
}

/**
 * A payment must come from the checkout page itself. Browsers say where a POST comes from
 * (Sec-Fetch-Site, Origin, Referer); any of them naming another site refuses it. A client
 * that sends none (a test, curl) still needs the page's form token.
 */
function isSameOriginPost(req: IncomingMessage, ctx: RouteContext): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const allowed = platformOrigins(req, ctx);
  const origin = req.headers.origin;
  if (origin) return allowed.has(origin);
  const referer = req.headers.referer;
  if (!referer) return true;
  try {
    return allowed.has(new URL(referer).origin);
  } catch {
    return false;
  }
}

function prefilledForm(record: CartRecord, ctx: RouteContext): CheckoutForm {
  const form = readCheckoutForm(new URLSearchParams());
  const {buyerIdentity} = record.state;
  const customer =
    buyerIdentity.customerId === null
      ? null
      : findCustomerById(ctx.db, buyerIdentity.customerId);
  form.email = buyerIdentity.email ?? customer?.email ?? '';
  form.firstName = customer?.firstName ?? '';
  form.lastName = customer?.lastName ?? '';
  form.phone = buyerIdentity.phone ?? '';
  return form;
}

function catalogImage(ctx: RouteContext): ImageOf {
  return (variantId) => {
    const variant = catalogVariant(ctx.store, variantId);
    return variant?.imageUrl
      ? {url: variant.imageUrl, alt: variant.imageAlt ?? variant.product.title}
      : null;
  };
}

/**
 * Product and option names in the cart's language, from the catalog's translations. The shop's
 * Region option is how it keeps a variant per region, not a choice the buyer made: the checkout
 * leaves it out, as the shop's cart does (a store customises its checkout's lines so).
 */
function lineNamesIn(ctx: RouteContext, locale: CheckoutLocale): LineNames {
  const translations = translationIndex(ctx.db);
  return (productId, variantId, names) => {
    const product = ctx.store.get(productId) as ProductDocument | undefined;
    const variant = ctx.store.get(variantId) as VariantDocument | undefined;
    const value = (name: string, option: string) => {
      if (locale === 'en') return option;
      const stored = product?.options.find((candidate) => candidate.name === name);
      const id = stored?.optionValues.find((candidate) => candidate.name === option)?.id;
      return (id && translations.get(id, 'name', locale)) ?? option;
    };
    return {
      product:
        (locale !== 'en' && translations.get(productId, 'title', locale)) ||
        names.product,
      variant: variant
        ? variant.selectedOptions
            .filter((option) => option.name !== REGION_OPTION)
            .map((option) => value(option.name, option.value))
            .join(' / ')
        : names.variant,
    };
  };
}

/** The page's language and names: the cart's locale, as the storefront last set it. */
function languageOf(ctx: RouteContext, record: CartRecord) {
  const locale = checkoutLocale(cartLocale(ctx.db, record.token));
  return {locale, lineNames: lineNamesIn(ctx, locale)};
}

/**
 * A checkout link may name its language (`?locale=it`, `fr-CA`), as Shopify's checkout reads
 * it: one the checkout speaks becomes the cart's, so its payment and order pages follow.
 */
function takeLinkLocale(ctx: RouteContext, record: CartRecord): void {
  const asked = LINK_LOCALE.exec(ctx.url.searchParams.get('locale') ?? '');
  const language = asked?.groups?.language?.toLowerCase();
  if (language && checkoutLocale(language) === language) {
    recordCartLanguage(ctx.db, cartGid(record), language);
  }
}

const LINK_LOCALE = /^(?<language>[a-z]{2})(?:-[a-z]{2})?$/i;

/** An order line's product title in the language, from the catalog's translations. */
function orderLineTitleIn(ctx: RouteContext, locale: CheckoutLocale): OrderLineTitle {
  const translations = translationIndex(ctx.db);
  return (line) => {
    if (locale === 'en') return line.title;
    const productId = catalogVariant(ctx.store, line.variantId)?.product.id;
    return (productId && translations.get(productId, 'title', locale)) ?? line.title;
  };
}

/** An order's pages speak the language of the cart it was paid from. */
function orderLanguage(ctx: RouteContext, cartToken: string | null) {
  const locale = checkoutLocale(
    cartToken === null ? null : cartLocale(ctx.db, cartToken),
  );
  return {locale, lineTitle: orderLineTitleIn(ctx, locale)};
}

function thankYouPath(record: CartRecord): string {
  return `/checkouts/cn/${record.token}/thank-you?key=${record.secret}`;
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, {Location: location, 'Cache-Control': 'no-store'});
  res.end();
}

function forbidden(res: ServerResponse, ctx: RouteContext, record: CartRecord): void {
  sendPage(res, ctx, 403, (nonce) =>
    messagePage({
      message: 'refused',
      shopName: shopName(ctx),
      nonce,
      locale: languageOf(ctx, record).locale,
    }),
  );
}

export const checkoutRoutes: Route[] = [
  {
    method: 'GET',
    path: CHECKOUT_PATH,
    async handler(req, res, ctx) {
      const record = cartOfRequest(ctx);
      if (!record) return notFound(req, res, ctx);
      if (record.completedAt !== null) return redirect(res, thankYouPath(record));
      takeLinkLocale(ctx, record);
      const session = openCheckoutSession(
        ctx.db,
        record.token,
        storefrontOriginOf(ctx.db, ctx.config, record.state.storefrontId),
        ctx.now(),
      );
      const summary = await checkoutSummary(record, ctx);
      sendPage(res, ctx, 200, (nonce) =>
        checkoutPage({
          summary,
          form: prefilledForm(record, ctx),
          errors: {},
          formToken: session.formToken,
          action: checkoutPath(record),
          shopName: shopName(ctx),
          nonce,
          ...languageOf(ctx, record),
        }),
      );
    },
  },
  {
    method: 'POST',
    path: CHECKOUT_PATH,
    async handler(req, res, ctx) {
      const record = cartOfRequest(ctx);
      if (!record) return notFound(req, res, ctx);
      if (!isSameOriginPost(req, ctx)) return forbidden(res, ctx, record);
      const body = await ctx.form();
      const session = findCheckoutSession(ctx.db, record.token);
      if (!session || !formTokenMatches(session, body.get('formToken'))) {
        return forbidden(res, ctx, record);
      }
      if (record.completedAt !== null) return redirect(res, thankYouPath(record));

      const form = readCheckoutForm(body);
      const errors = checkoutFormErrors(form);
      // Priced off the thread before the payment, whose transaction takes this pricing when
      // nothing it read has changed since (decision 0134).
      let summary = await checkoutSummary(record, ctx);
      // An emptied cart or a country the shop does not ship to: the page says which, with no form.
      let status = 422;
      let cartChanged = false;
      if (Object.keys(errors).length === 0) {
        const result = payCart(ctx.db, record, form, ctx, body.get(SHOWN_FIELD));
        if (result.ok || result.reason === 'already-paid') {
          return redirect(res, thankYouPath(record));
        }
        cartChanged = result.reason === 'changed';
        // The page shows what the payment found (a claim just made), from the payment's pricing
        // when nothing has changed since.
        summary = await checkoutSummary(
          findCartByToken(ctx.db, record.token) ?? record,
          ctx,
        );
        status = 409;
      }
      sendPage(res, ctx, status, (nonce) =>
        checkoutPage({
          summary,
          form,
          errors,
          cartChanged,
          formToken: session.formToken,
          action: checkoutPath(record),
          shopName: shopName(ctx),
          nonce,
          ...languageOf(ctx, record),
        }),
      );
    },
  },
  {
    method: 'GET',
    path: THANK_YOU_PATH,
    handler(req, res, ctx) {
      const record = cartOfRequest(ctx);
      const order = record ? findOrderByCartToken(ctx.db, record.token) : null;
      if (!record || !order) return notFound(req, res, ctx);
      sendPage(res, ctx, 200, (nonce) =>
        thankYouPage({
          order,
          imageOf: catalogImage(ctx),
          storefrontOrigin:
            findCheckoutSession(ctx.db, record.token)?.storefrontOrigin ??
            storefrontOriginOf(ctx.db, ctx.config, record.state.storefrontId),
          statusPath: `/orders/${order.statusToken}`,
          shopName: shopName(ctx),
          nonce,
          ...orderLanguage(ctx, record.token),
        }),
      );
    },
  },
  {
    method: 'GET',
    path: ORDER_STATUS_PATH,
    handler(req, res, ctx) {
      const order = findOrderByStatusToken(ctx.db, ctx.params.statusToken ?? '');
      if (!order) return notFound(req, res, ctx);
      sendPage(res, ctx, 200, (nonce) =>
        orderStatusPage({
          order,
          imageOf: catalogImage(ctx),
          fulfillments: fulfillmentsOfOrder(ctx.db, order.id),
          shopName: shopName(ctx),
          nonce,
          ...orderLanguage(ctx, order.cartToken),
        }),
      );
    },
  },
];
