import {Form, Link, useLoaderData} from '@remix-run/react';
import type {SerializeFrom} from '@shopify/remix-oxygen';
import {Image} from '@shopify/hydrogen';
import {useTranslation} from '~/i18n/react';
import {useFormatMoney} from '~/features/catalog/Price';
import {LOGOUT_PATH} from '~/lib/navigation';
import {dateTimeFormat} from '@brush/rules/intl-formats';
import {discountTitleKey} from '~/lib/discount-lines';
import {ordersLoader} from '~/features/account/orders.server';
import {EmailField, PasswordField} from '~/features/account/AccountForms';

export {loaderSeoMeta as meta} from '~/ui/page-meta';
import {LineNotes} from '~/features/cart/LineNotes';

export const loader = ordersLoader;

type OrderView = SerializeFrom<typeof loader>['orders'][number];

/** The statuses the orders page names; any other reads as still being processed. */
const FULFILLMENT_WORDS = [
  'FULFILLED',
  'PARTIALLY_FULFILLED',
  'IN_PROGRESS',
  'UNFULFILLED',
] as const;

export default function OrdersPage() {
  const {t} = useTranslation();
  const {email, orders} = useLoaderData<typeof loader>();
  return (
    <div className="container account-page">
      <header className="account-page__header">
        <div>
          <h1>{t('account.ordersTitle')}</h1>
          <p className="account-page__email">{email}</p>
        </div>
        <Form method="post" action={LOGOUT_PATH}>
          <button type="submit" className="button button--secondary">
            {t('account.signOut')}
          </button>
        </Form>
      </header>
      {orders.length === 0 ? (
        <p className="lede">{t('account.noOrders')}</p>
      ) : (
        <ol className="orders">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ol>
      )}
      <details className="account-page__delete">
        <summary>{t('account.deleteAccount')}</summary>
        <p>{t('account.deletePrompt')}</p>
        <Form method="post" action="/account/delete" className="account-form__form">
          <EmailField />
          <PasswordField label={t('account.password')} autoComplete="current-password" />
          <button type="submit" className="button button--danger">
            {t('account.deleteAccount')}
          </button>
        </Form>
      </details>
    </div>
  );
}

function OrderCard({order}: {order: OrderView}) {
  const {t, i18n} = useTranslation();
  const formatMoney = useFormatMoney();
  const date = dateTimeFormat(i18n.language, {dateStyle: 'medium'}).format(
    new Date(order.processedAt),
  );
  const word =
    FULFILLMENT_WORDS.find((known) => known === order.fulfillmentStatus) ?? 'OTHER';
  const status = order.cancelled
    ? t('account.cancelled')
    : t(`account.fulfillment.${word}`);
  const money = (amount: number) =>
    formatMoney({amount, currencyCode: order.total.currencyCode});
  const less = (amount: number) => `−${money(amount)}`;
  const totals: [string, string][] = [
    [
      t('account.subtotal'),
      money(order.orderDiscounts.length > 0 ? order.items : order.subtotal),
    ],
    ...order.orderDiscounts.map(({label, amount}): [string, string] => {
      const key = discountTitleKey(label);
      return [
        key ? t(`cart.discountTitles.${key}`) : label || t('cart.discounts'),
        less(amount),
      ];
    }),
    [t('account.shipping'), formatMoney(order.shipping)],
  ];
  if (order.shippingDiscount > 0) {
    totals.push([t('account.shippingDiscount'), less(order.shippingDiscount)]);
  }
  if (order.tax) totals.push([t('account.tax'), formatMoney(order.tax)]);
  if (order.duties) totals.push([t('account.duties'), formatMoney(order.duties)]);
  return (
    <article className="order" aria-labelledby={`order-${order.id}`}>
      <header className="order__header">
        <h2 id={`order-${order.id}`}>{order.name}</h2>
        <p className="order__meta">
          {t('account.placedOn', {date})} ·{' '}
          <span className={order.cancelled ? 'order__status--cancelled' : undefined}>
            {status}
          </span>
        </p>
        {order.statusUrl ? (
          <a href={order.statusUrl} className="order__status-link">
            {t('account.orderStatus')}
          </a>
        ) : null}
      </header>
      <ul
        className="order__lines"
        aria-label={t('account.orderItems', {name: order.name})}
      >
        {order.lines.map((line) => (
          <li key={line.key} className="order__line">
            {line.image ? (
              <Image
                data={line.image}
                alt={line.image.altText ?? line.title}
                aspectRatio="4/5"
                width={72}
                loading="lazy"
                className="order__image"
              />
            ) : (
              <div className="order__image" />
            )}
            <div>
              {line.handle ? (
                <Link to={`/products/${line.handle}`} className="order__title">
                  {line.title}
                </Link>
              ) : (
                <span className="order__title">{line.title}</span>
              )}
              <p className="order__detail">
                {[...line.options, t('account.quantity', {count: line.quantity})]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <LineNotes
                line={{
                  quantity: line.quantity,
                  attributes: line.attributes,
                  merchandise: {sku: line.sku},
                }}
                saved={line.saved}
                allocations={line.allocations}
                currencyCode={line.price.currencyCode}
              />
            </div>
            <span className="order__amount">{formatMoney(line.price)}</span>
          </li>
        ))}
      </ul>
      {/* In the cart's order: the subtotal of the items, the discounts taken from it, shipping. */}
      <dl className="order__totals">
        {totals.map(([label, value], index) => (
          <div key={`${index}-${label}`} className="order__total">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="order__total order__total--grand">
          <dt>{t('account.total')}</dt>
          <dd>{formatMoney(order.total)}</dd>
        </div>
      </dl>
      {order.shippingAddress.length > 0 ? (
        <section className="order__address">
          <h3>{t('account.shippingAddress')}</h3>
          <address>
            {order.shippingAddress.map((addressLine) => (
              <span key={addressLine}>{addressLine}</span>
            ))}
          </address>
        </section>
      ) : null}
      {order.tracking.length > 0 ? (
        <section className="order__tracking">
          <h3>{t('account.tracking')}</h3>
          <ul>
            {order.tracking.map((entry, index) => (
              <li key={`${entry.number ?? entry.url ?? ''}-${index}`}>
                {entry.company
                  ? `${t('account.shippedWith', {carrier: entry.company})}: `
                  : ''}
                {entry.url ? (
                  <a href={entry.url} rel="noopener noreferrer" target="_blank">
                    {entry.number ?? entry.url}
                  </a>
                ) : (
                  entry.number
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
