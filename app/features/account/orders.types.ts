import type {
  Attribute,
  Image,
  MoneyV2,
  OrderFulfillmentStatus,
} from '@shopify/hydrogen/storefront-api-types';
import type {DiscountLine} from '~/lib/discount-lines';
import type {PageSeo} from '~/ui/page-meta';

type Money = Pick<MoneyV2, 'amount' | 'currencyCode'>;

/** One order as the orders page shows it, apart from the server code that reads it. */
export interface OrderView {
  id: string;
  name: string;
  processedAt: string;
  cancelled: boolean;
  fulfillmentStatus: OrderFulfillmentStatus;
  statusUrl: string;
  shippingAddress: string[];
  lines: {
    key: string;
    title: string;
    options: string[];
    handle: string | null;
    image: Pick<Image, 'url' | 'altText' | 'width' | 'height'> | null;
    quantity: number;
    attributes: Pick<Attribute, 'key' | 'value'>[];
    sku: string | null;
    price: Money;
    saved: number;
    allocations: {allocatedAmount: Money; title: string}[];
  }[];
  /** Lines, then the order's own discounts, then the subtotal they leave. */
  items: number;
  orderDiscounts: DiscountLine[];
  subtotal: number;
  shipping: Money;
  shippingDiscount: number;
  tax: Money | null;
  duties: Money | null;
  total: Money;
  tracking: {company: string | null; number: string | null; url: string | null}[];
}

export interface OrdersData {
  email: string;
  orders: OrderView[];
  seo: PageSeo;
}
