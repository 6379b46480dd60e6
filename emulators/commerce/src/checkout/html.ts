import {formatMoney} from '@brush/rules/currency';
import {countryByCode} from '@brush/rules/countries';
import {fromCents, type Cents} from '../cart/money';
import type {Allocation} from '../cart/pipeline';
import {
  orderTotals,
  type FulfillmentRecord,
  type OrderDiscount,
  type OrderRecord,
} from '../customers/orders';
import {escapeHtml} from '../http/respond';
import type {CheckoutErrors, CheckoutField, CheckoutForm} from './pay';
import type {CheckoutSummary} from './summary';

/**
 * The checkout's pages: plain server-rendered HTML with no external resource and no script,
 * styled by one nonce'd style element. Headings, labels and button names are what end-to-end
 * tests find by role ('Pay now', 'Thank you for your order').
 */

const THUMBNAIL_WIDTH = 96;
const THUMBNAIL_HEIGHT = 120;

const STYLE = `
  :root { color-scheme: light; --ink: #1d1a17; --muted: #6b645c; --line: #e4ded6; --accent: #1d1a17; --bad: #a3261b; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: #faf8f5; }
  header { border-bottom: 1px solid var(--line); background: #fff; }
  header p { margin: 0 auto; max-width: 1040px; padding: 1rem 1.5rem; font-weight: 600; letter-spacing: .04em; }
  main { margin: 0 auto; max-width: 1040px; padding: 1.5rem 1rem; display: grid; grid-template-columns: minmax(0, 1fr); gap: 2rem; }
  @media (min-width: 860px) { main { padding: 1.5rem; } main.checkout { grid-template-columns: minmax(0, 1fr) 400px; align-items: start; } }
  h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
  h2 { font-size: 1.15rem; margin: 0 0 1rem; }
  section, form { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 1.25rem clamp(1rem, 4vw, 1.5rem); }
  ul.lines { list-style: none; margin: 0; padding: 0; }
  ul.lines li { display: grid; grid-template-columns: ${THUMBNAIL_WIDTH / 1.5}px 1fr auto; gap: .75rem; padding: .75rem 0; border-bottom: 1px solid var(--line); }
  ul.lines img { width: ${THUMBNAIL_WIDTH / 1.5}px; height: ${THUMBNAIL_HEIGHT / 1.5}px; object-fit: cover; border-radius: 4px; background: #f1ece6; }
  .muted { color: var(--muted); font-size: .9rem; }
  .discount { color: #2d6a3e; font-size: .9rem; }
  s { color: var(--muted); }
  dl.totals { display: grid; grid-template-columns: 1fr auto; gap: .35rem 1rem; margin: 1rem 0 0; }
  dl.totals dt, dl.totals dd { margin: 0; }
  dl.totals dd { text-align: right; }
  dl.totals .total { font-weight: 700; font-size: 1.1rem; padding-top: .5rem; border-top: 1px solid var(--line); }
  fieldset { border: 0; margin: 0 0 1rem; padding: 0; }
  legend { font-weight: 600; margin-bottom: .5rem; }
  .field { display: grid; gap: .25rem; margin-bottom: .75rem; }
  .row { display: grid; gap: 0 .75rem; grid-template-columns: minmax(0, 1fr); }
  @media (min-width: 520px) { .row { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }
  label { font-size: .9rem; }
  input { font: inherit; width: 100%; min-width: 0; padding: .55rem .65rem; border: 1px solid #b9b1a7; border-radius: 6px; }
  input[aria-invalid="true"] { border-color: var(--bad); }
  .error { color: var(--bad); font-size: .85rem; margin: 0; }
  .alert { border: 1px solid var(--bad); border-radius: 6px; padding: .75rem 1rem; color: var(--bad); background: #fdf3f2; margin-bottom: 1rem; }
  button { font: inherit; font-weight: 600; width: 100%; padding: .85rem; border: 0; border-radius: 6px; background: var(--accent); color: #fff; cursor: pointer; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #c58b2c; outline-offset: 2px; }
  a { color: inherit; }
`;

/** The languages the checkout speaks; any other cart locale gets English. */
export type CheckoutLocale = 'en' | 'fr' | 'it' | 'es';

export function checkoutLocale(locale: string | null | undefined): CheckoutLocale {
  const code = (locale ?? '').toLowerCase().slice(0, 2);
  return code === 'fr' || code === 'it' || code === 'es' ? code : 'en';
}

/** The checkout page's texts, in the cart's language. */
interface CheckoutTexts {
  checkout: string;
  orderSummary: string;
  emptyCart: string;
  quantity: (count: number) => string;
  subtotal: string;
  shipping: string;
  free: string;
  total: string;
  inclVat: (amount: string) => string;
  correctFields: (count: number) => string;
  shippingUnavailable: (country: string) => string;
  contactAndDelivery: string;
  contact: string;
  shippingAddress: string;
  country: (name: string) => string;
  optional: string;
  labels: Record<
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'address1'
    | 'address2'
    | 'city'
    | 'zip'
    | 'province'
    | 'phone',
    string
  >;
  payNow: string;
  noCardCharged: string;
}

const CHECKOUT_TEXTS: Record<CheckoutLocale, CheckoutTexts> = {
  en: {
    checkout: 'Checkout',
    orderSummary: 'Order summary',
    emptyCart: 'Your cart is empty.',
    quantity: (count) => `Quantity ${count}`,
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    inclVat: (amount) => `incl. ${amount} VAT`,
    correctFields: (count) =>
      `Please correct ${count === 1 ? 'the field' : `the ${count} fields`} marked below.`,
    shippingUnavailable: (country) => `Shipping to ${country} is currently unavailable.`,
    contactAndDelivery: 'Contact and delivery',
    contact: 'Contact',
    shippingAddress: 'Shipping address',
    country: (name) => `Country: ${name}`,
    optional: '(optional)',
    labels: {
      email: 'Email',
      firstName: 'First name',
      lastName: 'Last name',
      address1: 'Address',
      address2: 'Apartment, suite, etc.',
      city: 'City',
      zip: 'Postal code',
      province: 'State or province',
      phone: 'Phone',
    },
    payNow: 'Pay now',
    noCardCharged: 'This is the local commerce platform: no card is charged.',
  },
  fr: {
    checkout: 'Paiement',
    orderSummary: 'Récapitulatif de la commande',
    emptyCart: 'Votre panier est vide.',
    quantity: (count) => `Quantité : ${count}`,
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    free: 'Gratuite',
    total: 'Total',
    inclVat: (amount) => `dont ${amount} de TVA`,
    correctFields: (count) =>
      count === 1
        ? 'Veuillez corriger le champ signalé ci-dessous.'
        : `Veuillez corriger les ${count} champs signalés ci-dessous.`,
    shippingUnavailable: (country) =>
      `La livraison vers ce pays (${country}) est actuellement indisponible.`,
    contactAndDelivery: 'Coordonnées et livraison',
    contact: 'Coordonnées',
    shippingAddress: 'Adresse de livraison',
    country: (name) => `Pays : ${name}`,
    optional: '(facultatif)',
    labels: {
      email: 'E-mail',
      firstName: 'Prénom',
      lastName: 'Nom',
      address1: 'Adresse',
      address2: 'Appartement, bâtiment, etc.',
      city: 'Ville',
      zip: 'Code postal',
      province: 'Région ou département',
      phone: 'Téléphone',
    },
    payNow: 'Payer maintenant',
    noCardCharged:
      'Ceci est la plateforme de commerce locale : aucune carte n’est débitée.',
  },
  it: {
    checkout: 'Pagamento',
    orderSummary: 'Riepilogo dell’ordine',
    emptyCart: 'Il tuo carrello è vuoto.',
    quantity: (count) => `Quantità: ${count}`,
    subtotal: 'Subtotale',
    shipping: 'Spedizione',
    free: 'Gratuita',
    total: 'Totale',
    inclVat: (amount) => `IVA inclusa: ${amount}`,
    correctFields: (count) =>
      count === 1
        ? 'Correggi il campo indicato qui sotto.'
        : `Correggi i ${count} campi indicati qui sotto.`,
    shippingUnavailable: (country) =>
      `Al momento non è possibile spedire in questo paese (${country}).`,
    contactAndDelivery: 'Contatto e consegna',
    contact: 'Contatto',
    shippingAddress: 'Indirizzo di spedizione',
    country: (name) => `Paese: ${name}`,
    optional: '(facoltativo)',
    labels: {
      email: 'Email',
      firstName: 'Nome',
      lastName: 'Cognome',
      address1: 'Indirizzo',
      address2: 'Interno, scala, ecc.',
      city: 'Città',
      zip: 'CAP',
      province: 'Provincia',
      phone: 'Telefono',
    },
    payNow: 'Paga ora',
    noCardCharged:
      'Questa è la piattaforma di commercio locale: nessuna carta viene addebitata.',
  },
  es: {
    checkout: 'Pago',
    orderSummary: 'Resumen del pedido',
    emptyCart: 'Tu carrito está vacío.',
    quantity: (count) => `Cantidad: ${count}`,
    subtotal: 'Subtotal',
    shipping: 'Envío',
    free: 'Gratis',
    total: 'Total',
    inclVat: (amount) => `IVA incluido: ${amount}`,
    correctFields: (count) =>
      count === 1
        ? 'Corrige el campo marcado abajo.'
        : `Corrige los ${count} campos marcados abajo.`,
    shippingUnavailable: (country) =>
      `Por ahora no es posible enviar a este país (${country}).`,
    contactAndDelivery: 'Contacto y entrega',
    contact: 'Contacto',
    shippingAddress: 'Dirección de envío',
    country: (name) => `País: ${name}`,
    optional: '(opcional)',
    labels: {
      email: 'Correo electrónico',
      firstName: 'Nombre',
      lastName: 'Apellidos',
      address1: 'Dirección',
      address2: 'Piso, puerta, etc.',
      city: 'Ciudad',
      zip: 'Código postal',
      province: 'Provincia',
      phone: 'Teléfono',
    },
    payNow: 'Pagar ahora',
    noCardCharged:
      'Esta es la plataforma de comercio local: no se cobra ninguna tarjeta.',
  },
};

export interface PageFrame {
  title: string;
  shopName: string;
  nonce: string;
  mainClass?: string;
  body: string;
  locale?: CheckoutLocale;
}

export function page({
  title,
  shopName,
  nonce,
  mainClass,
  body,
  locale = 'en',
}: PageFrame): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)} – ${escapeHtml(shopName)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<header><p>${escapeHtml(shopName)}</p></header>
<main${mainClass ? ` class="${mainClass}"` : ''}>
${body}
</main>
</body>
</html>`;
}

/**
 * An amount as a shopper of the cart's language writes it: Intl's currency format for the
 * locale and the cart's currency (24,00 € in French). English keeps the shop's own format.
 */
function money(
  cents: Cents,
  currencyCode: string,
  locale: CheckoutLocale = 'en',
): string {
  if (locale === 'en') return escapeHtml(formatMoney(fromCents(cents), currencyCode));
  return escapeHtml(
    new Intl.NumberFormat(locale, {style: 'currency', currency: currencyCode}).format(
      fromCents(cents),
    ),
  );
}

function countryNameIn(locale: CheckoutLocale, code: string): string {
  if (locale === 'en') return countryByCode(code)?.name ?? code;
  return new Intl.DisplayNames([locale], {type: 'region'}).of(code) ?? code;
}

/** Image URLs are absolute or, as the catalog stores them, paths on the platform. */
function thumbnailSrc(url: string): string {
  const parsed = new URL(url, 'http://platform.invalid');
  parsed.searchParams.set('width', String(THUMBNAIL_WIDTH));
  parsed.searchParams.set('height', String(THUMBNAIL_HEIGHT));
  parsed.searchParams.set('crop', 'center');
  return parsed.origin === 'http://platform.invalid'
    ? parsed.pathname + parsed.search
    : parsed.toString();
}

function thumbnail(url: string | null, alt: string): string {
  if (!url) return '<span aria-hidden="true"></span>';
  return `<img src="${escapeHtml(thumbnailSrc(url))}" alt="${escapeHtml(alt)}" width="${THUMBNAIL_WIDTH / 1.5}" height="${THUMBNAIL_HEIGHT / 1.5}">`;
}

function discountLines(
  discounts: readonly {title: string; cents: Cents}[],
  currencyCode: string,
  locale: CheckoutLocale = 'en',
): string {
  return discounts
    .map(
      (discount) =>
        `<br><span class="discount">${escapeHtml(discount.title)} (−${money(discount.cents, currencyCode, locale)})</span>`,
    )
    .join('');
}

function fromAllocations(allocations: readonly Allocation[]) {
  return allocations.map(({title, amountCents}) => ({title, cents: amountCents}));
}

/** A line's product and variant names in the cart's language (the catalog's translations). */
export type LineNames = (
  productId: string,
  variantId: string,
  names: {product: string; variant: string},
) => {product: string; variant: string};

const untranslated: LineNames = (_product, _variant, names) => names;

function summarySection(
  summary: CheckoutSummary,
  locale: CheckoutLocale,
  lineNames: LineNames,
): string {
  const {currencyCode} = summary;
  const text = CHECKOUT_TEXTS[locale];
  const items = summary.priced.lines.map(
    ({line, subtotalCents, totalCents, allocations}) => {
      const variant = summary.variants.get(line.id);
      const names = lineNames(line.product.id, line.variant.id, {
        product: line.product.title,
        variant: line.variant.title,
      });
      const name = names.product;
      const variantTitle = line.variant.title && line.variant.title !== 'Default Title';
      const price =
        totalCents === subtotalCents
          ? money(totalCents, currencyCode, locale)
          : `<s>${money(subtotalCents, currencyCode, locale)}</s> ${money(totalCents, currencyCode, locale)}`;
      return `<li>
  ${thumbnail(variant?.imageUrl ?? null, variant?.imageAlt ?? name)}
  <div><strong>${escapeHtml(name)}</strong>${variantTitle ? `<br><span class="muted">${escapeHtml(names.variant)}</span>` : ''}<br><span class="muted">${escapeHtml(text.quantity(line.quantity))}</span>${discountLines(fromAllocations(allocations), currencyCode, locale)}</div>
  <div>${price}</div>
</li>`;
    },
  );
  const cartDiscounts = summary.priced.cartAllocations
    .map(
      (allocation) =>
        `<dt>${escapeHtml(allocation.title)}</dt><dd>−${money(allocation.amountCents, currencyCode, locale)}</dd>`,
    )
    .join('');
  return `<section aria-labelledby="summary-heading">
<h2 id="summary-heading">${escapeHtml(text.orderSummary)}</h2>
${items.length > 0 ? `<ul class="lines">${items.join('')}</ul>` : `<p>${escapeHtml(text.emptyCart)}</p>`}
<dl class="totals">
  <dt>${escapeHtml(text.subtotal)}</dt><dd>${money(summary.priced.subtotalCents, currencyCode, locale)}</dd>
  ${cartDiscounts}
  <dt>${escapeHtml(text.shipping)}</dt><dd>${summary.shippingCents === 0 ? escapeHtml(text.free) : money(summary.shippingCents, currencyCode, locale)}</dd>
  <dt class="total">${escapeHtml(text.total)}</dt><dd class="total">${money(summary.totalCents, currencyCode, locale)} <span class="muted">${escapeHtml(currencyCode)}</span></dd>
</dl>
${summary.tax.included ? `<p class="muted">${text.inclVat(money(summary.tax.taxCents, currencyCode, locale))}</p>` : ''}
</section>`;
}

interface FieldSpec {
  name: CheckoutField;
  label: string;
  type?: string;
  autocomplete: string;
  required?: boolean;
}

function field(
  spec: FieldSpec,
  form: CheckoutForm,
  errors: CheckoutErrors,
  optional = '(optional)',
): string {
  const id = `field-${spec.name}`;
  const error = errors[spec.name];
  return `<div class="field">
  <label for="${id}">${escapeHtml(spec.label)}${spec.required ? '' : ` <span class="muted">${escapeHtml(optional)}</span>`}</label>
  <input id="${id}" name="${spec.name}" type="${spec.type ?? 'text'}" autocomplete="${spec.autocomplete}" value="${escapeHtml(form[spec.name])}"${spec.required ? ' required' : ''}${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
  ${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

export interface CheckoutPageInput {
  summary: CheckoutSummary;
  form: CheckoutForm;
  errors: CheckoutErrors;
  formToken: string;
  action: string;
  shopName: string;
  nonce: string;
  /** The cart's language (graphql/cart-language.ts); English when absent. */
  locale?: CheckoutLocale;
  lineNames?: LineNames;
}

export function checkoutPage(input: CheckoutPageInput): string {
  const {summary, form, errors} = input;
  const locale = input.locale ?? 'en';
  const text = CHECKOUT_TEXTS[locale];
  const countryName = countryNameIn(locale, summary.countryCode);
  const problems = Object.values(errors).length;
  const alert = problems > 0 ? text.correctFields(problems) : null;
  const labels = text.labels;
  const input_ = (spec: FieldSpec) => field(spec, form, errors, text.optional);
  // The cart checks' errors block the payment, as a validation function's do at Shopify.
  const refusals = [
    ...new Set(summary.priced.refusals.map((refusal) => refusal.message)),
  ];
  const blocked =
    summary.priced.lines.length === 0 ||
    summary.shippingRestricted ||
    refusals.length > 0;
  const restriction = summary.shippingRestricted
    ? `<p class="alert" role="alert">${escapeHtml(text.shippingUnavailable(countryName))}</p>`
    : refusals.length > 0
      ? `<ul class="alert" role="alert">${refusals.map((message) => `<li>${escapeHtml(message)}</li>`).join('')}</ul>`
      : '';
  const payment = blocked
    ? restriction
    : `<form method="post" action="${escapeHtml(input.action)}" novalidate aria-labelledby="details-heading">
<h2 id="details-heading">${escapeHtml(text.contactAndDelivery)}</h2>
${alert ? `<div class="alert" role="alert">${escapeHtml(alert)}</div>` : ''}
<input type="hidden" name="formToken" value="${escapeHtml(input.formToken)}">
<fieldset>
  <legend>${escapeHtml(text.contact)}</legend>
  ${input_({name: 'email', label: labels.email, type: 'email', autocomplete: 'email', required: true})}
</fieldset>
<fieldset>
  <legend>${escapeHtml(text.shippingAddress)}</legend>
  <p class="muted">${escapeHtml(text.country(countryName))}</p>
  <div class="row">
    ${input_({name: 'firstName', label: labels.firstName, autocomplete: 'given-name'})}
    ${input_({name: 'lastName', label: labels.lastName, autocomplete: 'family-name', required: true})}
  </div>
  ${input_({name: 'address1', label: labels.address1, autocomplete: 'address-line1', required: true})}
  ${input_({name: 'address2', label: labels.address2, autocomplete: 'address-line2'})}
  <div class="row">
    ${input_({name: 'city', label: labels.city, autocomplete: 'address-level2', required: true})}
    ${input_({name: 'zip', label: labels.zip, autocomplete: 'postal-code'})}
  </div>
  ${input_({name: 'province', label: labels.province, autocomplete: 'address-level1'})}
  ${input_({name: 'phone', label: labels.phone, type: 'tel', autocomplete: 'tel'})}
</fieldset>
<button type="submit">${escapeHtml(text.payNow)}</button>
<p class="muted">${escapeHtml(text.noCardCharged)}</p>
</form>`;
  return page({
    title: text.checkout,
    shopName: input.shopName,
    nonce: input.nonce,
    mainClass: 'checkout',
    locale,
    body: `<div>
<h1>${escapeHtml(text.checkout)}</h1>
${payment}
</div>
${summarySection(summary, locale, input.lineNames ?? untranslated)}`,
  });
}

function orderDiscounts(discounts: readonly OrderDiscount[]) {
  return discounts.map(({title, cents}) => ({title, cents}));
}

/** A line's picture, looked up in the catalog by its variant (null when the variant is gone). */
export type ImageOf = (variantId: string | null) => {url: string; alt: string} | null;

function orderSection(order: OrderRecord, imageOf: ImageOf): string {
  const totals = orderTotals(order);
  const currency = order.currencyCode;
  const items = order.lineItems
    .map((line, index) => {
      const image = imageOf(line.variantId);
      return `<li>
  ${thumbnail(image?.url ?? null, image?.alt ?? line.title)}
  <div><strong>${escapeHtml(line.title)}</strong><br><span class="muted">Quantity ${line.quantity}</span>${discountLines(orderDiscounts(line.discounts), currency)}</div>
  <div>${money(totals.lineDiscountedCents[index] ?? 0, currency)}</div>
</li>`;
    })
    .join('');
  const discounts = order.orderDiscounts
    .map((d) => `<dt>${escapeHtml(d.title)}</dt><dd>−${money(d.cents, currency)}</dd>`)
    .join('');
  return `<section aria-labelledby="order-heading">
<h2 id="order-heading">Order #${order.orderNumber}</h2>
<ul class="lines">${items}</ul>
<dl class="totals">
  ${discounts}
  <dt>Subtotal</dt><dd>${money(totals.subtotalCents, currency)}</dd>
  <dt>Shipping</dt><dd>${totals.shippingCents === 0 ? 'Free' : money(totals.shippingCents, currency)}</dd>
  <dt class="total">Total</dt><dd class="total">${money(totals.totalCents, currency)} <span class="muted">${escapeHtml(currency)}</span></dd>
</dl>
</section>`;
}

export function thankYouPage(input: {
  order: OrderRecord;
  imageOf: ImageOf;
  storefrontOrigin: string;
  statusPath: string;
  shopName: string;
  nonce: string;
}): string {
  const {order} = input;
  return page({
    title: 'Thank you for your order',
    shopName: input.shopName,
    nonce: input.nonce,
    body: `<section aria-labelledby="thanks-heading">
<h1 id="thanks-heading">Thank you for your order</h1>
<p>Your order number is <strong>#${order.orderNumber}</strong>. A confirmation goes to ${escapeHtml(order.email ?? 'your email')}.</p>
<p><a href="${escapeHtml(input.statusPath)}">View order status</a></p>
<p><a href="${escapeHtml(input.storefrontOrigin)}/">Continue shopping</a></p>
</section>
${orderSection(order, input.imageOf)}`,
  });
}

function safeHref(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? parsed.toString()
      : null;
  } catch {
    return null;
  }
}

export function orderStatusPage(input: {
  order: OrderRecord;
  imageOf: ImageOf;
  fulfillments: readonly FulfillmentRecord[];
  shopName: string;
  nonce: string;
}): string {
  const {order, fulfillments} = input;
  const processed = new Date(order.processedAt).toUTCString();
  const state = order.canceledAt
    ? `Cancelled on ${escapeHtml(new Date(order.canceledAt).toUTCString())}`
    : fulfillments.length > 0
      ? 'Shipped'
      : 'Confirmed, not shipped yet';
  const shipments = fulfillments
    .map((fulfillment) => {
      const tracking = fulfillment.trackingInfo
        .map((info) => {
          const href = safeHref(info.url);
          const label = escapeHtml(info.number ?? 'Tracking');
          return `<li>${href ? `<a href="${escapeHtml(href)}" rel="noreferrer">${label}</a>` : label}</li>`;
        })
        .join('');
      return `<li>${escapeHtml(fulfillment.trackingCompany ?? 'Carrier')}<ul>${tracking}</ul></li>`;
    })
    .join('');
  return page({
    title: `Order #${order.orderNumber}`,
    shopName: input.shopName,
    nonce: input.nonce,
    body: `<section aria-labelledby="status-heading">
<h1 id="status-heading">Order #${order.orderNumber}</h1>
<p>Placed ${escapeHtml(processed)}. Status: ${state}.</p>
${shipments ? `<h2>Shipments</h2><ul>${shipments}</ul>` : ''}
</section>
${orderSection(order, input.imageOf)}`,
  });
}

export function messagePage(input: {
  title: string;
  message: string;
  shopName: string;
  nonce: string;
}): string {
  return page({
    title: input.title,
    shopName: input.shopName,
    nonce: input.nonce,
    body: `<section><h1>${escapeHtml(input.title)}</h1><p>${escapeHtml(input.message)}</p></section>`,
  });
}
