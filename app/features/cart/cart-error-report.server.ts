import type {AppLoadContext} from '@shopify/remix-oxygen';
import {reportFailedCall} from '~/features/shell/error-report.server';

/**
 * What the brand's server takes at POST /api/errors/cart
 * (docs/product/operations.md#cart-error-reports).
 */
export interface CartErrorReport {
  operation: string;
  error: string;
  cart: unknown;
  variables: unknown;
}

type CartReportContext = Pick<
  AppLoadContext,
  'env' | 'session' | 'storefront' | 'cart' | 'market'
>;

/**
 * Reports a failed cart mutation to the brand's own server (BRAND_API_URL), so the team sees
 * what shoppers could not do, and, when Sentry is configured, to Sentry with the market,
 * customer and cart (mutation errors go to error reporting:
 * docs/product/operations.md#cart-error-reports). Failures are ignored: the shopper already
 * has the error.
 */
export async function reportCartError(
  context: CartReportContext,
  report: CartErrorReport,
  request?: Request,
): Promise<void> {
  await Promise.all([
    toBrandServer(context, report),
    request
      ? reportFailedCall(
          context,
          request,
          Object.assign(new Error(`cart ${report.operation} failed: ${report.error}`), {
            name: 'CartMutationError',
          }),
        ).catch((error: unknown) => console.warn('cart error report failed', error))
      : undefined,
  ]);
}

async function toBrandServer(
  context: Pick<AppLoadContext, 'env'>,
  report: CartErrorReport,
): Promise<void> {
  const base = context.env.BRAND_API_URL;
  if (!base) return;
  try {
    await fetch(new URL('/api/errors/cart', base), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(context.env.BRAND_API_TOKEN
          ? {Authorization: `Bearer ${context.env.BRAND_API_TOKEN}`}
          : {}),
      },
      body: JSON.stringify(report),
    });
  } catch (error) {
    console.warn('cart error report failed', error);
  }
}
