import {lineNodes, type Attributes, type LineList} from '@brush/rules/cart-attributes';
import {describeError, type ErrorDescription} from './error-description';

/** The share of page loads and requests Sentry traces, when a DSN is configured. */
export const SENTRY_TRACE_SAMPLE_RATE = 0.1;

/** The body of POST /api/errors (docs/product/operations.md#error-reports). */
export interface ErrorReport {
  path: string;
  geo: {country: string | null; region: string | null; currency: string | null};
  customerId: string | null;
  cartId: string | null;
  cartLines: {
    title: string | null;
    variantSku: string | null;
    quantity: number;
    customAttributes: {key: string; value: string | null}[];
  }[];
  error: ErrorDescription;
}

export interface ReportedLine {
  quantity: number;
  attributes?: Attributes;
  merchandise?: {sku?: string | null; product?: {title?: string | null} | null} | null;
}

export function errorReport({
  path,
  geo,
  customerId,
  cartId,
  lines,
  error,
}: {
  path: string;
  geo: Partial<ErrorReport['geo']>;
  customerId?: string | null;
  cartId?: string | null;
  lines?: LineList<ReportedLine>;
  error: unknown;
}): ErrorReport {
  return {
    path,
    geo: {
      country: geo.country ?? null,
      region: geo.region ?? null,
      currency: geo.currency ?? null,
    },
    customerId: customerId ?? null,
    cartId: cartId ?? null,
    cartLines: lineNodes(lines).map((line) => ({
      title: line.merchandise?.product?.title ?? null,
      variantSku: line.merchandise?.sku ?? null,
      quantity: line.quantity,
      customAttributes: (line.attributes ?? []).map(({key, value}) => ({
        key,
        value: value ?? null,
      })),
    })),
    error: describeError(error),
  };
}
