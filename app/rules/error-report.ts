import {lineNodes, type Attributes, type LineList} from './cart-attributes';

/** The body of POST /api/errors (spec 3 "Error report payload"). */
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
  error: {name: string; message: string; stack: string | null};
}

export interface ReportedLine {
  quantity: number;
  attributes?: Attributes;
  merchandise?: {sku?: string | null; product?: {title?: string | null} | null} | null;
}

/** Reports are kept small: a stack is cut to this many characters. */
export const ERROR_STACK_MAX_LENGTH = 4000;

/** An error as a report carries it: name, message and a stack cut to size. */
export function describeError(error: unknown): ErrorReport['error'] {
  if (error instanceof Error) {
    return {
      name: error.name,
      message: error.message,
      stack: error.stack ? error.stack.slice(0, ERROR_STACK_MAX_LENGTH) : null,
    };
  }
  return {
    name: 'Error',
    message: typeof error === 'string' ? error : String(error),
    stack: null,
  };
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
