import type Database from 'better-sqlite3';
import {countryByCode, currencyForCountry} from '@brush/rules/countries';
import {convertFromUsd} from '@brush/rules/currency';
import {DAY_MS} from '@brush/rules/limits';
import {SEED_CUSTOMERS} from '../../../seed-customers';
import {catalogVariant} from '../cart/catalog';
import {capCents, sumCents, toCents} from '../cart/money';
import {shippingCents} from '../cart/shipping';
import {shopGid, storeMetafield} from '../admin-api/metafields';
import type {SeedContext} from '../types';
import {addFulfillment, cancelOrder, createOrder, type OrderLineInput} from './orders';
import {SEED_ORDERS, type SeedOrder} from './seed-orders';
import {createCustomer, findCustomerByEmail} from './store';

/** Seed customers joined this long before the seed ran. */
const SEED_CUSTOMER_AGE_DAYS = 400;

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

function seedOrderLines(seed: SeedOrder, ctx: SeedContext, currency: string) {
  return seed.lines.map((line): OrderLineInput => {
    const gid = `gid://shopify/ProductVariant/${line.variantId}`;
    const variant = catalogVariant(ctx.store, gid);
    if (!variant) throw new Error(`Seed order names a variant the catalog lacks: ${gid}`);
    const unitPriceCents = toCents(convertFromUsd(variant.priceUsd, currency));
    return {
      title: variant.product.title,
      variantId: gid,
      quantity: line.quantity,
      customAttributes: line.attributes ?? [],
      unitPriceCents,
      discounts: line.discount
        ? [
            {
              title: line.discount.title,
              kind: line.discount.kind,
              cents:
                capCents(toCents(line.discount.amount), unitPriceCents) * line.quantity,
            },
          ]
        : [],
    };
  });
}

/** The seed customers (shared with the Auth emulator) and their order history. */
export function seedCustomers(db: Database.Database, ctx: SeedContext): void {
  const now = ctx.now();
  for (const customer of SEED_CUSTOMERS) {
    createCustomer(
      db,
      {
        email: customer.email,
        firstName: customer.firstName,
        lastName: customer.lastName,
        tags: customer.tags,
        storeCredit: customer.storeCredit,
        secretShopClaimed:
          customer.secretShopClaimed.length > 0 ? customer.secretShopClaimed : null,
      },
      daysBefore(now, SEED_CUSTOMER_AGE_DAYS),
    );
  }
  // The shop's copy of every claimed list, as its order settlement keeps it (a function cannot
  // read another customer's claims, so a shared link is checked against this copy).
  const claims = Object.fromEntries(
    SEED_CUSTOMERS.filter((seed) => seed.secretShopClaimed.length > 0).map((seed) => [
      String(findCustomerByEmail(db, seed.email)?.id),
      seed.secretShopClaimed,
    ]),
  );
  storeMetafield(db, shopGid(ctx.store), {
    namespace: 'secret_shop',
    key: 'shared_claims',
    type: 'json',
    value: JSON.stringify(claims),
  });

  for (const seed of SEED_ORDERS) {
    const seedCustomer = SEED_CUSTOMERS.find((customer) => customer.email === seed.email);
    const customer = findCustomerByEmail(db, seed.email);
    if (!seedCustomer || !customer)
      throw new Error(`Seed order for unknown ${seed.email}`);
    const {country} = seedCustomer;
    const currency = currencyForCountry(country);
    const lineItems = seedOrderLines(seed, ctx, currency);
    const merchandiseCents = sumCents(
      lineItems.map(
        (line) =>
          line.unitPriceCents * line.quantity -
          sumCents(line.discounts.map((d) => d.cents)),
      ),
    );
    const processedAt = daysBefore(now, seed.daysAgo);
    const order = createOrder(db, {
      customerId: customer.id,
      email: customer.email,
      currencyCode: currency,
      processedAt,
      lineItems,
      orderDiscounts: [],
      shippingCents: shippingCents(country, currency, merchandiseCents),
      shippingAddress: {
        firstName: customer.firstName,
        lastName: customer.lastName,
        address1: seed.address.address1,
        address2: null,
        city: seed.address.city,
        province: seed.address.province ?? null,
        zip: seed.address.zip,
        countryCode: country,
        country: countryByCode(country)?.name ?? null,
        phone: seed.address.phone ?? null,
      },
      customAttributes: [],
      cartToken: null,
    });
    for (const fulfillment of seed.fulfillments) {
      addFulfillment(
        db,
        order.id,
        {
          trackingCompany: fulfillment.trackingCompany,
          trackingInfo: fulfillment.trackingInfo,
        },
        new Date(processedAt.getTime() + fulfillment.daysAfterOrder * DAY_MS),
      );
    }
    if (seed.canceled) {
      cancelOrder(
        db,
        order.id,
        seed.canceled.reason,
        daysBefore(now, seed.canceled.daysAgo),
      );
    }
  }
}
