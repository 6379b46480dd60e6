import type {AppLoadContext} from '@shopify/remix-oxygen';

/** What spec 7 "Own server" takes at POST /api/errors/cart. */
export interface CartErrorReport {
  operation: string;
  error: string;
  cart: unknown;
  variables: unknown;
}

/**
 * Reports a failed cart mutation to the brand's own server (BRAND_API_URL), so the team sees
 * what shoppers could not do. Failures are ignored: the shopper already has the error.
 */
export async function reportCartError(
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
