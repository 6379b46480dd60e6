// The platform runs under tsx, which applies tsconfig.json's JSX setting to the worker's files only.
// @jsxRuntime automatic
import {Fragment, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {formatMoney} from '@brush/rules/currency';
import {countryByCode} from '@brush/rules/countries';
import {dateTimeFormat} from '@brush/rules/intl-formats';
import {fromCents, sumCents, type Cents} from '../cart/money';
import type {Allocation} from '../cart/pipeline';
import {
  orderTotals,
  type FulfillmentRecord,
  type OrderDiscount,
  type OrderLineInput,
  type OrderRecord,
} from '../customers/orders';
import {
  CHECKOUT_FIELD_MAX_LENGTH,
  isRequiredField,
  type CheckoutError,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm,
} from './pay';
import {SHOWN_FIELD, summaryFingerprint, type CheckoutSummary} from './summary';
import {
  CHECKOUT_TEXTS,
  type CheckoutLocale,
  type CheckoutMessage,
  type CheckoutTexts,
} from './texts';

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

interface PageFrame {
  title: string;
  shopName: string;
  nonce: string;
  mainClass?: string;
  locale: CheckoutLocale;
  children: ReactNode;
}

/** A whole page as the platform sends it. */
function html({title, shopName, nonce, mainClass, locale, children}: PageFrame): string {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="referrer" content="same-origin" />
        <title>{`${title} – ${shopName}`}</title>
        <style nonce={nonce} dangerouslySetInnerHTML={{__html: STYLE}} />
      </head>
      <body>
        <header>
          <p>{shopName}</p>
        </header>
        <main className={mainClass}>{children}</main>
      </body>
    </html>,
  )}`;
}

/**
 * An amount as a shopper of the cart's language writes it: Intl's currency format for the
 * locale and the cart's currency (24,00 € in French). English keeps the shop's own format.
 */
function money(cents: Cents, currencyCode: string, locale: CheckoutLocale): string {
  if (locale === 'en') return formatMoney(fromCents(cents), currencyCode);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currencyCode,
  }).format(fromCents(cents));
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

function Thumbnail({url, alt}: {url: string | null; alt: string}) {
  if (!url) return <span aria-hidden="true" />;
  return (
    <img
      src={thumbnailSrc(url)}
      alt={alt}
      width={THUMBNAIL_WIDTH / 1.5}
      height={THUMBNAIL_HEIGHT / 1.5}
    />
  );
}

interface MoneyFormat {
  currencyCode: string;
  locale: CheckoutLocale;
}

function DiscountLines({
  discounts,
  currencyCode,
  locale,
}: {discounts: readonly {title: string; cents: Cents}[]} & MoneyFormat) {
  return discounts.map((discount, index) => (
    <Fragment key={index}>
      <br />
      <span className="discount">
        {discount.title} (−{money(discount.cents, currencyCode, locale)})
      </span>
    </Fragment>
  ));
}

function fromAllocations(allocations: readonly Allocation[]) {
  return allocations.map(({title, amountCents}) => ({title, cents: amountCents}));
}

/** A line of the summary or of an order: picture, name and notes, price. */
function Line({
  image,
  name,
  notes,
  price,
}: {
  image: {url: string | null; alt: string};
  name: string;
  notes: ReactNode;
  price: ReactNode;
}) {
  return (
    <li>
      <Thumbnail url={image.url} alt={image.alt} />
      <div>
        <strong>{name}</strong>
        {notes}
      </div>
      <div>{price}</div>
    </li>
  );
}

/**
 * The totals, in one order on every page as in the shop's cart: the subtotal of the lines, the
 * discounts on the whole cart taken from it, shipping, then the total with its currency.
 */
function Totals({
  text,
  subtotalCents,
  discounts,
  shippingCents,
  totalCents,
  ...format
}: {
  text: CheckoutTexts;
  subtotalCents: Cents;
  discounts: readonly {title: string; cents: Cents}[];
  shippingCents: Cents;
  totalCents: Cents;
} & MoneyFormat) {
  const amount = (cents: Cents) => money(cents, format.currencyCode, format.locale);
  const discountRows = discounts.map((discount, index) => (
    <Fragment key={index}>
      <dt>{discount.title}</dt>
      <dd>−{amount(discount.cents)}</dd>
    </Fragment>
  ));
  return (
    <dl className="totals">
      <dt>{text.subtotal}</dt>
      <dd>{amount(subtotalCents)}</dd>
      {discountRows}
      <dt>{text.shipping}</dt>
      <dd>{shippingCents === 0 ? text.free : amount(shippingCents)}</dd>
      <dt className="total">{text.total}</dt>
      <dd className="total">
        {amount(totalCents)} <span className="muted">{format.currencyCode}</span>
      </dd>
    </dl>
  );
}

/** A line's product and variant names in the cart's language (the catalog's translations). */
export type LineNames = (
  productId: string,
  variantId: string,
  names: {product: string; variant: string},
) => {product: string; variant: string};

const untranslated: LineNames = (_product, _variant, names) => names;

function SummarySection({
  summary,
  locale,
  lineNames,
}: {
  summary: CheckoutSummary;
  locale: CheckoutLocale;
  lineNames: LineNames;
}) {
  const {currencyCode} = summary;
  const format = {currencyCode, locale};
  const text = CHECKOUT_TEXTS[locale];
  const lines = summary.priced.lines;
  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading">{text.orderSummary}</h2>
      {lines.length > 0 ? (
        <ul className="lines">
          {lines.map(({line, subtotalCents, totalCents, allocations}) => {
            const variant = summary.variants.get(line.id);
            const names = lineNames(line.product.id, line.variant.id, {
              product: line.product.title,
              variant: line.variant.title,
            });
            const variantTitle = names.variant && line.variant.title !== 'Default Title';
            return (
              <Line
                key={line.id}
                image={{
                  url: variant?.imageUrl ?? null,
                  alt: variant?.imageAlt ?? names.product,
                }}
                name={names.product}
                notes={
                  <>
                    {variantTitle && (
                      <>
                        <br />
                        <span className="muted">{names.variant}</span>
                      </>
                    )}
                    <br />
                    <span className="muted">{text.quantity(line.quantity)}</span>
                    <DiscountLines discounts={fromAllocations(allocations)} {...format} />
                  </>
                }
                price={
                  totalCents === subtotalCents ? (
                    money(totalCents, currencyCode, locale)
                  ) : (
                    <>
                      <s>{money(subtotalCents, currencyCode, locale)}</s>{' '}
                      {money(totalCents, currencyCode, locale)}
                    </>
                  )
                }
              />
            );
          })}
        </ul>
      ) : (
        <p>{text.emptyCart}</p>
      )}
      <Totals
        text={text}
        subtotalCents={summary.priced.subtotalCents}
        discounts={fromAllocations(summary.priced.cartAllocations)}
        shippingCents={summary.shippingCents}
        totalCents={summary.totalCents}
        {...format}
      />
      {summary.tax.included && (
        <p className="muted">
          {text.inclVat(money(summary.tax.taxCents, currencyCode, locale))}
        </p>
      )}
    </section>
  );
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

interface FieldSpec {
  name: CheckoutField;
  type?: string;
  autoComplete: string;
  required?: boolean;
}

function Field({
  spec,
  form,
  errors,
  text,
}: {
  spec: FieldSpec;
  form: CheckoutForm;
  errors: CheckoutErrors;
  text: CheckoutTexts;
}) {
  const id = `field-${spec.name}`;
  const error = errorText(spec.name, errors[spec.name], text);
  return (
    <div className="field">
      <label htmlFor={id}>
        {text.labels[spec.name]}
        {!spec.required && (
          <>
            {' '}
            <span className="muted">{text.optional}</span>
          </>
        )}
      </label>
      <input
        id={id}
        name={spec.name}
        type={spec.type ?? 'text'}
        autoComplete={spec.autoComplete}
        defaultValue={form[spec.name]}
        required={spec.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
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

function Payment(input: CheckoutPageInput & {locale: CheckoutLocale}) {
  const {summary, form, errors, locale} = input;
  const text = CHECKOUT_TEXTS[locale];
  const countryName = countryNameIn(locale, summary.countryCode);
  // The cart checks' errors block the payment, as a validation function's do at Shopify.
  const refusals = [
    ...new Set(summary.priced.refusals.map((refusal) => refusal.message)),
  ];
  if (summary.shippingRestricted) {
    return (
      <p className="alert" role="alert">
        {text.shippingUnavailable(countryName)}
      </p>
    );
  }
  if (refusals.length > 0) {
    return (
      <ul className="alert" role="alert">
        {refusals.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    );
  }
  if (summary.priced.lines.length === 0) return null;
  const problems = Object.values(errors).length;
  const alert =
    problems > 0
      ? text.correctFields(problems)
      : input.cartChanged
        ? text.cartChanged
        : null;
  const field = (spec: FieldSpec) => (
    <Field spec={spec} form={form} errors={errors} text={text} />
  );
  return (
    <form
      method="post"
      action={input.action}
      noValidate
      aria-labelledby="details-heading"
    >
      <h2 id="details-heading">{text.contactAndDelivery}</h2>
      {alert && (
        <div className="alert" role="alert">
          {alert}
        </div>
      )}
      <input type="hidden" name="formToken" value={input.formToken} />
      <input type="hidden" name={SHOWN_FIELD} value={summaryFingerprint(summary)} />
      <fieldset>
        <legend>{text.contact}</legend>
        {field({name: 'email', type: 'email', autoComplete: 'email', required: true})}
      </fieldset>
      <fieldset>
        <legend>{text.shippingAddress}</legend>
        <p className="muted">{text.country(countryName)}</p>
        <div className="row">
          {field({name: 'firstName', autoComplete: 'given-name'})}
          {field({name: 'lastName', autoComplete: 'family-name', required: true})}
        </div>
        {field({name: 'address1', autoComplete: 'address-line1', required: true})}
        {field({name: 'address2', autoComplete: 'address-line2'})}
        <div className="row">
          {field({name: 'city', autoComplete: 'address-level2', required: true})}
          {field({name: 'zip', autoComplete: 'postal-code'})}
        </div>
        {field({name: 'province', autoComplete: 'address-level1'})}
        {field({name: 'phone', type: 'tel', autoComplete: 'tel'})}
      </fieldset>
      <button type="submit">{text.payNow}</button>
      <p className="muted">{text.noCardCharged}</p>
    </form>
  );
}

export function checkoutPage(input: CheckoutPageInput): string {
  const locale = input.locale ?? 'en';
  const text = CHECKOUT_TEXTS[locale];
  return html({
    title: text.checkout,
    shopName: input.shopName,
    nonce: input.nonce,
    mainClass: 'checkout',
    locale,
    children: (
      <>
        <div>
          <h1>{text.checkout}</h1>
          <Payment {...input} locale={locale} />
        </div>
        <SummarySection
          summary={input.summary}
          locale={locale}
          lineNames={input.lineNames ?? untranslated}
        />
      </>
    ),
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

function OrderSection({
  order,
  imageOf,
  locale,
  lineTitle,
}: {
  order: OrderRecord;
  imageOf: ImageOf;
  locale: CheckoutLocale;
  lineTitle: OrderLineTitle;
}) {
  const text = CHECKOUT_TEXTS[locale];
  const totals = orderTotals(order);
  const format = {currencyCode: order.currencyCode, locale};
  return (
    <section aria-labelledby="order-heading">
      <h2 id="order-heading">{text.order(order.orderNumber)}</h2>
      <ul className="lines">
        {order.lineItems.map((line, index) => {
          const image = imageOf(line.variantId);
          const title = lineTitle(line);
          return (
            <Line
              key={index}
              image={{url: image?.url ?? null, alt: image?.alt ?? title}}
              name={title}
              notes={
                <>
                  <br />
                  <span className="muted">{text.quantity(line.quantity)}</span>
                  <DiscountLines discounts={orderDiscounts(line.discounts)} {...format} />
                </>
              }
              price={money(
                totals.lineDiscountedCents[index] ?? 0,
                order.currencyCode,
                locale,
              )}
            />
          );
        })}
      </ul>
      <Totals
        text={text}
        subtotalCents={sumCents(totals.lineDiscountedCents)}
        discounts={orderDiscounts(order.orderDiscounts)}
        shippingCents={totals.shippingCents}
        totalCents={totals.totalCents}
        {...format}
      />
    </section>
  );
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
  return html({
    title: text.thanks,
    shopName: input.shopName,
    nonce: input.nonce,
    locale,
    children: (
      <>
        <section aria-labelledby="thanks-heading">
          <h1 id="thanks-heading">{text.thanks}</h1>
          <p>
            {text.orderNumberIs(
              <strong>#{order.orderNumber}</strong>,
              order.email ?? text.yourEmail,
            )}
          </p>
          <p>
            <a href={input.statusPath}>{text.viewOrderStatus}</a>
          </p>
          <p>
            <a href={`${input.storefrontOrigin}/`}>{text.continueShopping}</a>
          </p>
        </section>
        <OrderSection
          order={order}
          imageOf={input.imageOf}
          locale={locale}
          lineTitle={input.lineTitle ?? ownTitle}
        />
      </>
    ),
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

/** A moment as the language writes it ('December 7, 2026 at 1:37 AM UTC'). */
function dateIn(locale: CheckoutLocale, iso: string): string {
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

function Shipments({
  fulfillments,
  text,
}: {
  fulfillments: readonly FulfillmentRecord[];
  text: CheckoutTexts;
}) {
  if (fulfillments.length === 0) return null;
  return (
    <>
      <h2>{text.shipments}</h2>
      <ul>
        {fulfillments.map((fulfillment, index) => (
          <li key={index}>
            {fulfillment.trackingCompany ?? text.carrier}
            <ul>
              {fulfillment.trackingInfo.map((info, at) => {
                const href = safeHref(info.url);
                const label = info.number ?? text.tracking;
                return (
                  <li key={at}>
                    {href ? (
                      <a href={href} rel="noreferrer">
                        {label}
                      </a>
                    ) : (
                      label
                    )}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
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
  return html({
    title: text.order(order.orderNumber),
    shopName: input.shopName,
    nonce: input.nonce,
    locale,
    children: (
      <>
        <section aria-labelledby="status-heading">
          <h1 id="status-heading">{text.order(order.orderNumber)}</h1>
          <p>
            {text.placed(dateIn(locale, order.processedAt))} {text.status(state)}
          </p>
          <Shipments fulfillments={fulfillments} text={text} />
        </section>
        <OrderSection
          order={order}
          imageOf={input.imageOf}
          locale={locale}
          lineTitle={input.lineTitle ?? ownTitle}
        />
      </>
    ),
  });
}

export function messagePage(input: {
  message: CheckoutMessage;
  shopName: string;
  nonce: string;
  locale: CheckoutLocale;
}): string {
  const {title, message} = CHECKOUT_TEXTS[input.locale].messages[input.message];
  return html({
    title,
    shopName: input.shopName,
    nonce: input.nonce,
    locale: input.locale,
    children: (
      <section>
        <h1>{title}</h1>
        <p>{message}</p>
      </section>
    ),
  });
}
