import {convertFromUsd} from '@brush/rules/currency';
import {findCustomerById} from '../customers/store';
import {countOrdersOfCustomer} from '../customers/orders';
import {storefrontCustomer} from '../customers/storefront';
import {exactMoney} from '../graphql/money';
import type {RequestContext} from '../types';
import {fromCents, type Cents} from './money';
import {CODE_DISCOUNT_RULE} from './code-discounts';
import type {Allocation} from './pipeline';
import type {PricedStoredCart} from './pricing';
import {cartGid, type CartRecord} from './store';
import {cartTax} from './tax';

/** Where the cart's checkout lives on the platform. */
export function checkoutPath(record: Pick<CartRecord, 'token' | 'secret'>): string {
  return `/checkouts/cn/${record.token}?key=${record.secret}`;
}

function discountAllocation(allocation: Allocation, currencyCode: string) {
  const amount = exactMoney(fromCents(allocation.amountCents), currencyCode);
  if (allocation.rule === CODE_DISCOUNT_RULE) {
    return {
      __typename: 'CartCodeDiscountAllocation',
      code: allocation.title,
      discountedAmount: amount,
      targetType: 'LINE_ITEM',
      discountApplication: {
        allocationMethod: 'ACROSS',
        targetSelection: 'ALL',
        targetType: 'LINE_ITEM',
        value: {__typename: 'MoneyV2', ...amount},
      },
    };
  }
  return {
    __typename: 'CartAutomaticDiscountAllocation',
    title: allocation.title,
    discountedAmount: amount,
    targetType: 'LINE_ITEM',
    discountApplication: {
      allocationMethod: 'ACROSS',
      targetSelection: 'EXPLICIT',
      targetType: 'LINE_ITEM',
      value: {__typename: 'MoneyV2', ...amount},
    },
  };
}

/** The cart as the Storefront API's Cart type, priced by the merchant-rules pipeline. */
export function storefrontCart(
  record: CartRecord,
  {priced, variants, discountCodes}: PricedStoredCart,
  context: Pick<RequestContext, 'db' | 'origin'>,
) {
  const currencyCode = priced.currencyCode;
  const money = (cents: Cents) => exactMoney(fromCents(cents), currencyCode);
  const {buyerIdentity} = record.state;
  const customer =
    buyerIdentity.customerId === null
      ? null
      : findCustomerById(context.db, buyerIdentity.customerId);
  const cost = {
    subtotalAmount: money(priced.subtotalCents),
    totalAmount: money(priced.totalCents),
    checkoutChargeAmount: money(priced.totalCents),
    // In VAT markets the total includes the tax it reports; elsewhere the shop adds none.
    totalTaxAmount: money(
      cartTax(buyerIdentity.countryCode, currencyCode, priced.totalCents).taxCents,
    ),
    totalDutyAmount: null,
    subtotalAmountEstimated: false,
    totalAmountEstimated: false,
    totalTaxAmountEstimated: false,
    totalDutyAmountEstimated: false,
  };
  const lines = priced.lines.map(({line, subtotalCents, totalCents, allocations}) => {
    const variant = variants.get(line.id);
    const compareAt =
      variant?.compareAtPriceUsd != null
        ? exactMoney(
            convertFromUsd(variant.compareAtPriceUsd, currencyCode),
            currencyCode,
          )
        : null;
    return {
      __typename: 'CartLine',
      id: line.id,
      quantity: line.quantity,
      attributes: line.attributes,
      merchandise: line.variant.id,
      cost: {
        amountPerQuantity: money(line.unitPriceCents),
        compareAtAmountPerQuantity: compareAt,
        subtotalAmount: money(subtotalCents),
        totalAmount: money(totalCents),
      },
      estimatedCost: {
        amount: money(totalCents),
        compareAtAmount: compareAt,
        subtotalAmount: money(subtotalCents),
        totalAmount: money(totalCents),
      },
      discountAllocations: allocations.map((allocation) =>
        discountAllocation(allocation, currencyCode),
      ),
      sellingPlanAllocation: null,
    };
  });
  return {
    __typename: 'Cart',
    id: cartGid(record),
    checkoutUrl: context.origin + checkoutPath(record),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    note: record.state.note,
    attributes: record.state.attributes,
    totalQuantity: priced.lines.reduce((total, {line}) => total + line.quantity, 0),
    buyerIdentity: {
      // Nullable, as on Shopify: carts from before markets carry none.
      countryCode: buyerIdentity.countryCode || null,
      email: buyerIdentity.email,
      phone: buyerIdentity.phone,
      customer: customer
        ? storefrontCustomer(customer, countOrdersOfCustomer(context.db, customer.id))
        : null,
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    },
    cost,
    estimatedCost: cost,
    lines,
    discountAllocations: priced.cartAllocations.map((allocation) =>
      discountAllocation(allocation, currencyCode),
    ),
    discountCodes: discountCodes.map(({code, applicable}) => ({code, applicable})),
    appliedGiftCards: [],
    delivery: {addresses: []},
    deliveryGroups: [],
    metafields: [],
  };
}
