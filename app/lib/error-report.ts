import {lineNodes, type Attributes, type LineList} from '@brush/rules/cart-attributes';

/** The share of page loads and requests Sentry traces, when a DSN is configured. */
export const SENTRY_TRACE_SAMPLE_RATE = 0.1;

/** Reports are kept small: a stack is cut to this many characters. */
export const ERROR_STACK_MAX_LENGTH = 4000;

/** An error as a report carries it (docs/product/operations.md#error-reports). */
export function describeError(error: unknown) {
  if (!(error instanceof Error)) {
    return {name: 'Error', message: String(error), stack: null};
  }
  const stack = error.stack ? error.stack.slice(0, ERROR_STACK_MAX_LENGTH) : null;
  return {name: error.name, message: error.message, stack};
}

/** The body of POST /api/errors (docs/product/operations.md#error-reports). */
export type ErrorReport = ReturnType<typeof errorReport>;

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
  geo: {country?: string | null; region?: string | null; currency?: string | null};
  customerId?: string | null;
  cartId?: string | null;
  lines?: LineList<ReportedLine>;
  error: unknown;
}) {
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
