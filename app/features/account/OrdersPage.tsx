import {Form, useLoaderData} from '@remix-run/react';
import {useTranslation} from 'react-i18next';
import type {ordersLoader} from './orders.server';

export function OrdersPage() {
  const {t, i18n} = useTranslation();
  const {email, orders} = useLoaderData<typeof ordersLoader>();
  const dates = new Intl.DateTimeFormat(i18n.language, {dateStyle: 'medium'});
  return (
    <div className="container account-orders">
      <h1>{t('account.ordersTitle')}</h1>
      <p>{email}</p>
      <Form method="post" action="/account/logout">
        <button type="submit">{t('account.signOut')}</button>
      </Form>
      {orders.length === 0 ? (
        <p>{t('account.noOrders')}</p>
      ) : (
        <ul className="account-orders__list">
          {orders.map((order) => (
            <li key={order.id} className="account-orders__order">
              <h2>{order.name}</h2>
              <p>
                {dates.format(new Date(order.processedAt))} ·{' '}
                {order.cancelled
                  ? t('account.cancelled')
                  : order.fulfillmentStatus.toLowerCase().replace(/_/g, ' ')}{' '}
                · {order.total.amount} {order.total.currencyCode}
              </p>
              {order.statusUrl ? (
                <a href={order.statusUrl}>{t('account.orderStatus')}</a>
              ) : null}
              {order.tracking.length > 0 ? (
                <ul aria-label={t('account.tracking')}>
                  {order.tracking.map((entry, index) => (
                    <li key={`${entry.number ?? ''}-${index}`}>
                      {entry.company ? `${entry.company} ` : ''}
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
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <details className="account-orders__delete">
        <summary>{t('account.deleteAccount')}</summary>
        <p>{t('account.deletePrompt')}</p>
        <Form method="post" action="/account/delete">
          <label>
            {t('account.email')}
            <input type="email" name="email" autoComplete="email" required />
          </label>
          <label>
            {t('account.password')}
            <input
              type="password"
              name="password"
              autoComplete="current-password"
              required
            />
          </label>
          <button type="submit">{t('account.deleteAccount')}</button>
        </Form>
      </details>
    </div>
  );
}
