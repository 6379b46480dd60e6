import {formatMoney} from '@brush/rules/currency';
import {countryByCode} from '@brush/rules/countries';
import {fromCents, type Cents} from '../cart/money';
import type {Allocation} from '../cart/pipeline';
import {
  orderTotals,
  type FulfillmentRecord,
  type OrderDiscount,
  type OrderLineInput,
  type OrderRecord,
} from '../customers/orders';
import {escapeHtml} from '../http/respond';
import {
  CHECKOUT_FIELD_MAX_LENGTH,
  isRequiredField,
  type CheckoutError,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm,
  type RequiredCheckoutField,
} from './pay';
import {SHOWN_FIELD, summaryFingerprint, type CheckoutSummary} from './summary';

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

/** The pages that only say something went wrong. */
export type CheckoutMessage = 'notFound' | 'refused';

/** The checkout's texts (its page, the thank-you and order pages, its errors), in the cart's language. */
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
  /** The cart was changed (in another tab, say) after this page showed it. */
  cartChanged: string;
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
  fieldErrors: {
    required: Record<RequiredCheckoutField, string>;
    invalidEmail: string;
    tooLong: (max: number) => string;
  };
  thanks: string;
  orderNumberIs: (number: string, email: string) => string;
  yourEmail: string;
  viewOrderStatus: string;
  continueShopping: string;
  order: (number: number) => string;
  placed: (date: string) => string;
  status: (state: string) => string;
  cancelledOn: (date: string) => string;
  shipped: string;
  notShippedYet: string;
  shipments: string;
  tracking: string;
  carrier: string;
  messages: Record<CheckoutMessage, {title: string; message: string}>;
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
    cartChanged:
      'Your cart changed after this page showed it. Check the order summary, then pay again.',
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
    fieldErrors: {
      required: {
        email: 'Enter an email.',
        lastName: 'Enter a last name.',
        address1: 'Enter an address.',
        city: 'Enter a city.',
      },
      invalidEmail: 'Enter a valid email.',
      tooLong: (max) => `Use ${max} characters or fewer.`,
    },
    thanks: 'Thank you for your order',
    orderNumberIs: (number, email) =>
      `Your order number is ${number}. A confirmation goes to ${email}.`,
    yourEmail: 'your email',
    viewOrderStatus: 'View order status',
    continueShopping: 'Continue shopping',
    order: (number) => `Order #${number}`,
    placed: (date) => `Placed ${date}.`,
    status: (state) => `Status: ${state}.`,
    cancelledOn: (date) => `Cancelled on ${date}`,
    shipped: 'Shipped',
    notShippedYet: 'Confirmed, not shipped yet',
    shipments: 'Shipments',
    tracking: 'Tracking',
    carrier: 'Carrier',
    messages: {
      notFound: {
        title: 'Checkout not found',
        message:
          'This checkout link is not valid. Go back to the shop and open your cart again.',
      },
      refused: {
        title: 'Payment refused',
        message:
          'This payment did not come from the checkout page. Open the checkout again and pay from there.',
      },
    },
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
    cartChanged:
      'Votre panier a changé depuis l’affichage de cette page. Vérifiez le récapitulatif, puis payez à nouveau.',
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
    fieldErrors: {
      required: {
        email: 'Saisissez une adresse e-mail.',
        lastName: 'Saisissez un nom.',
        address1: 'Saisissez une adresse.',
        city: 'Saisissez une ville.',
      },
      invalidEmail: 'Saisissez une adresse e-mail valide.',
      tooLong: (max) => `Utilisez ${max} caractères au maximum.`,
    },
    thanks: 'Merci pour votre commande',
    orderNumberIs: (number, email) =>
      `Votre numéro de commande est ${number}. Une confirmation est envoyée à ${email}.`,
    yourEmail: 'votre adresse e-mail',
    viewOrderStatus: 'Voir le suivi de la commande',
    continueShopping: 'Continuer vos achats',
    order: (number) => `Commande n° ${number}`,
    placed: (date) => `Passée le ${date}.`,
    status: (state) => `État : ${state}.`,
    cancelledOn: (date) => `annulée le ${date}`,
    shipped: 'expédiée',
    notShippedYet: 'confirmée, pas encore expédiée',
    shipments: 'Envois',
    tracking: 'Suivi',
    carrier: 'Transporteur',
    messages: {
      notFound: {
        title: 'Paiement introuvable',
        message:
          'Ce lien de paiement n’est pas valide. Retournez sur la boutique et ouvrez à nouveau votre panier.',
      },
      refused: {
        title: 'Paiement refusé',
        message:
          'Ce paiement ne vient pas de la page de paiement. Ouvrez à nouveau la page de paiement et payez depuis celle-ci.',
      },
    },
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
    cartChanged:
      'Il carrello è cambiato dopo che questa pagina lo ha mostrato. Controlla il riepilogo, poi paga di nuovo.',
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
    fieldErrors: {
      required: {
        email: 'Inserisci un indirizzo email.',
        lastName: 'Inserisci un cognome.',
        address1: 'Inserisci un indirizzo.',
        city: 'Inserisci una città.',
      },
      invalidEmail: 'Inserisci un indirizzo email valido.',
      tooLong: (max) => `Usa al massimo ${max} caratteri.`,
    },
    thanks: 'Grazie per il tuo ordine',
    orderNumberIs: (number, email) =>
      `Il numero del tuo ordine è ${number}. Una conferma viene inviata a ${email}.`,
    yourEmail: 'il tuo indirizzo email',
    viewOrderStatus: 'Vedi lo stato dell’ordine',
    continueShopping: 'Continua gli acquisti',
    order: (number) => `Ordine n. ${number}`,
    placed: (date) => `Effettuato il ${date}.`,
    status: (state) => `Stato: ${state}.`,
    cancelledOn: (date) => `annullato il ${date}`,
    shipped: 'spedito',
    notShippedYet: 'confermato, non ancora spedito',
    shipments: 'Spedizioni',
    tracking: 'Tracciamento',
    carrier: 'Corriere',
    messages: {
      notFound: {
        title: 'Pagamento non trovato',
        message:
          'Questo link di pagamento non è valido. Torna al negozio e apri di nuovo il carrello.',
      },
      refused: {
        title: 'Pagamento rifiutato',
        message:
          'Questo pagamento non proviene dalla pagina di pagamento. Apri di nuovo la pagina di pagamento e paga da lì.',
      },
    },
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
    cartChanged:
      'Tu carrito cambió después de que esta página lo mostrara. Revisa el resumen y vuelve a pagar.',
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
    fieldErrors: {
      required: {
        email: 'Escribe un correo electrónico.',
        lastName: 'Escribe tus apellidos.',
        address1: 'Escribe una dirección.',
        city: 'Escribe una ciudad.',
      },
      invalidEmail: 'Escribe un correo electrónico válido.',
      tooLong: (max) => `Usa ${max} caracteres como máximo.`,
    },
    thanks: 'Gracias por tu pedido',
    orderNumberIs: (number, email) =>
      `Tu número de pedido es ${number}. Enviamos una confirmación a ${email}.`,
    yourEmail: 'tu correo electrónico',
    viewOrderStatus: 'Ver el estado del pedido',
    continueShopping: 'Seguir comprando',
    order: (number) => `Pedido n.º ${number}`,
    placed: (date) => `Realizado el ${date}.`,
    status: (state) => `Estado: ${state}.`,
    cancelledOn: (date) => `cancelado el ${date}`,
    shipped: 'enviado',
    notShippedYet: 'confirmado, aún no enviado',
    shipments: 'Envíos',
    tracking: 'Seguimiento',
    carrier: 'Transportista',
    messages: {
      notFound: {
        title: 'Pago no encontrado',
        message:
          'Este enlace de pago no es válido. Vuelve a la tienda y abre de nuevo tu carrito.',
      },
      refused: {
        title: 'Pago rechazado',
        message:
          'Este pago no procede de la página de pago. Abre de nuevo la página de pago y paga desde allí.',
      },
    },
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

function errorText(
  field: CheckoutField,
  error: CheckoutError | undefined,
  text: CheckoutTexts,
): string | null {
  if (error === undefined) return null;
  if (error === 'invalidEmail') return text.fieldErrors.invalidEmail;
  if (error === 'required' && isRequiredField(field)) {
    return text.fieldErrors.required[field];
  }
  return text.fieldErrors.tooLong(CHECKOUT_FIELD_MAX_LENGTH);
}

function field(
  spec: FieldSpec,
  form: CheckoutForm,
  errors: CheckoutErrors,
  text: CheckoutTexts,
): string {
  const id = `field-${spec.name}`;
  const error = errorText(spec.name, errors[spec.name], text);
  const optional = text.optional;
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
  /** The payment was turned down because the cart differs from what the page had shown. */
  cartChanged?: boolean;
}

export function checkoutPage(input: CheckoutPageInput): string {
  const {summary, form, errors} = input;
  const locale = input.locale ?? 'en';
  const text = CHECKOUT_TEXTS[locale];
  const countryName = countryNameIn(locale, summary.countryCode);
  const problems = Object.values(errors).length;
  const alert =
    problems > 0
      ? text.correctFields(problems)
      : input.cartChanged
        ? text.cartChanged
        : null;
  const labels = text.labels;
  const input_ = (spec: FieldSpec) => field(spec, form, errors, text);
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
<input type="hidden" name="${SHOWN_FIELD}" value="${escapeHtml(summaryFingerprint(summary))}">
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

/** An order line's title in the cart's language (the catalog's translations). */
export type OrderLineTitle = (line: OrderLineInput) => string;

const ownTitle: OrderLineTitle = (line) => line.title;

/** What the order pages need besides the order. */
interface OrderPageLanguage {
  /** The language of the cart the order was paid from; English when absent. */
  locale?: CheckoutLocale;
  lineTitle?: OrderLineTitle;
}

function orderSection(
  order: OrderRecord,
  imageOf: ImageOf,
  locale: CheckoutLocale,
  lineTitle: OrderLineTitle,
): string {
  const text = CHECKOUT_TEXTS[locale];
  const totals = orderTotals(order);
  const currency = order.currencyCode;
  const items = order.lineItems
    .map((line, index) => {
      const image = imageOf(line.variantId);
      const title = lineTitle(line);
      return `<li>
  ${thumbnail(image?.url ?? null, image?.alt ?? title)}
  <div><strong>${escapeHtml(title)}</strong><br><span class="muted">${escapeHtml(text.quantity(line.quantity))}</span>${discountLines(orderDiscounts(line.discounts), currency, locale)}</div>
  <div>${money(totals.lineDiscountedCents[index] ?? 0, currency, locale)}</div>
</li>`;
    })
    .join('');
  const discounts = order.orderDiscounts
    .map(
      (d) =>
        `<dt>${escapeHtml(d.title)}</dt><dd>−${money(d.cents, currency, locale)}</dd>`,
    )
    .join('');
  return `<section aria-labelledby="order-heading">
<h2 id="order-heading">${escapeHtml(text.order(order.orderNumber))}</h2>
<ul class="lines">${items}</ul>
<dl class="totals">
  ${discounts}
  <dt>${escapeHtml(text.subtotal)}</dt><dd>${money(totals.subtotalCents, currency, locale)}</dd>
  <dt>${escapeHtml(text.shipping)}</dt><dd>${totals.shippingCents === 0 ? escapeHtml(text.free) : money(totals.shippingCents, currency, locale)}</dd>
  <dt class="total">${escapeHtml(text.total)}</dt><dd class="total">${money(totals.totalCents, currency, locale)} <span class="muted">${escapeHtml(currency)}</span></dd>
</dl>
</section>`;
}

export function thankYouPage(
  input: {
    order: OrderRecord;
    imageOf: ImageOf;
    storefrontOrigin: string;
    statusPath: string;
    shopName: string;
    nonce: string;
  } & OrderPageLanguage,
): string {
  const {order} = input;
  const locale = input.locale ?? 'en';
  const text = CHECKOUT_TEXTS[locale];
  const number = `<strong>#${order.orderNumber}</strong>`;
  const email = escapeHtml(order.email ?? text.yourEmail);
  return page({
    title: text.thanks,
    shopName: input.shopName,
    nonce: input.nonce,
    locale,
    body: `<section aria-labelledby="thanks-heading">
<h1 id="thanks-heading">${escapeHtml(text.thanks)}</h1>
<p>${text.orderNumberIs(number, email)}</p>
<p><a href="${escapeHtml(input.statusPath)}">${escapeHtml(text.viewOrderStatus)}</a></p>
<p><a href="${escapeHtml(input.storefrontOrigin)}/">${escapeHtml(text.continueShopping)}</a></p>
</section>
${orderSection(order, input.imageOf, locale, input.lineTitle ?? ownTitle)}`,
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

/** A moment as the language writes it, in UTC; English keeps the HTTP date form. */
function dateIn(locale: CheckoutLocale, iso: string): string {
  const date = new Date(iso);
  if (locale === 'en') return date.toUTCString();
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
}

export function orderStatusPage(
  input: {
    order: OrderRecord;
    imageOf: ImageOf;
    fulfillments: readonly FulfillmentRecord[];
    shopName: string;
    nonce: string;
  } & OrderPageLanguage,
): string {
  const {order, fulfillments} = input;
  const locale = input.locale ?? 'en';
  const text = CHECKOUT_TEXTS[locale];
  const state = order.canceledAt
    ? text.cancelledOn(dateIn(locale, order.canceledAt))
    : fulfillments.length > 0
      ? text.shipped
      : text.notShippedYet;
  const shipments = fulfillments
    .map((fulfillment) => {
      const tracking = fulfillment.trackingInfo
        .map((info) => {
          const href = safeHref(info.url);
          const label = escapeHtml(info.number ?? text.tracking);
          return `<li>${href ? `<a href="${escapeHtml(href)}" rel="noreferrer">${label}</a>` : label}</li>`;
        })
        .join('');
      return `<li>${escapeHtml(fulfillment.trackingCompany ?? text.carrier)}<ul>${tracking}</ul></li>`;
    })
    .join('');
  const heading = escapeHtml(text.order(order.orderNumber));
  return page({
    title: text.order(order.orderNumber),
    shopName: input.shopName,
    nonce: input.nonce,
    locale,
    body: `<section aria-labelledby="status-heading">
<h1 id="status-heading">${heading}</h1>
<p>${escapeHtml(text.placed(dateIn(locale, order.processedAt)))} ${escapeHtml(text.status(state))}</p>
${shipments ? `<h2>${escapeHtml(text.shipments)}</h2><ul>${shipments}</ul>` : ''}
</section>
${orderSection(order, input.imageOf, locale, input.lineTitle ?? ownTitle)}`,
  });
}

export function messagePage(input: {
  message: CheckoutMessage;
  shopName: string;
  nonce: string;
  locale: CheckoutLocale;
}): string {
  const {title, message} = CHECKOUT_TEXTS[input.locale].messages[input.message];
  return page({
    title,
    shopName: input.shopName,
    nonce: input.nonce,
    locale: input.locale,
    body: `<section><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></section>`,
  });
}
