import type {AppLoadContext} from '@shopify/remix-oxygen';

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

/**
 * Reports a failed cart mutation to the brand's own server (BRAND_API_URL), so the team
 * sees what shoppers could not do, and, through `toErrorReporting` (the shell's, which
 * adds the market, customer and cart; the /cart route hands it in), to Sentry when it is
 * configured (mutation errors go to error reporting:
 * docs/product/operations.md#cart-error-reports).
 */
export async function reportCartError(
  context: Pick<AppLoadContext, 'env'>,
  report: CartErrorReport,
  toErrorReporting: (error: Error) => Promise<void>,
): Promise<void> {
  await Promise.all([
    toBrandServer(context, report),
    toErrorReporting(
      Object.assign(new Error(`cart ${report.operation} failed: ${report.error}`), {
        name: 'CartMutationError',
      }),
    ).catch((error: unknown) => console.warn('cart error report failed', error)),
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
