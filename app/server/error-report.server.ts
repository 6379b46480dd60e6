import type {ActionFunctionArgs, AppLoadContext} from '@shopify/remix-oxygen';
import {z} from 'zod';
import {customerIdForReport} from '~/features/account/account-session.server';
import {loadCart} from '~/features/cart/cart.server';
import {ERROR_STACK_MAX_LENGTH, errorReport, type ErrorReport} from '~/lib/error-report';
import {availableCountries} from '~/features/markets/countries.server';
import {currencyForCountry} from '@brush/rules/countries';
import {captureWorkerError} from '~/server/sentry.server';
import {TOO_MANY_REQUESTS, withinRateLimits} from '~/server/rate-limit.server';

/** Error reporting (docs/product/operations.md#error-reports). */

/** Longer than any path or message worth reading in a report. */
const PATH_MAX_LENGTH = 2048;
const MESSAGE_MAX_LENGTH = 2000;
const NAME_MAX_LENGTH = 200;
/** A chat message names the error in one line of at most this many characters. */
const CHAT_TEXT_MAX_LENGTH = 500;

// zod drops whatever else the browser sends.
const browserReport = z.object({
  path: z.string().startsWith('/').max(PATH_MAX_LENGTH),
  error: z.object({
    name: z.string().max(NAME_MAX_LENGTH),
    message: z.string().max(MESSAGE_MAX_LENGTH),
    stack: z.string().max(ERROR_STACK_MAX_LENGTH).nullable(),
  }),
});

async function shopperPart(context: AppLoadContext) {
  const [customerId, cart, countries] = await Promise.all([
    customerIdForReport(context),
    context.cart.getCartId() ? loadCart(context.cart).catch(() => null) : null,
    availableCountries(context).catch(() => []),
  ]);
  const {country, region} = context.market;
  // The market's currency as the platform lists it (Canada pays in CAD).
  const currency = currencyForCountry(country, countries);
  return {
    geo: {country, region, currency},
    customerId,
    cartId: cart?.id ?? null,
    lines: cart?.lines,
  };
}

async function post(url: string, headers: Record<string, string>, body: unknown) {
  try {
    await fetch(url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', ...headers},
      body: JSON.stringify(body),
    });
  } catch (error) {
    console.warn('error report failed', error);
  }
}

/** Posts to `path` on the brand's server, when one is configured. */
export async function postToBrandServer(env: Env, path: string, body: unknown) {
  if (!env.BRAND_API_URL) return;
  const {BRAND_API_TOKEN: token} = env;
  const url = new URL(path, env.BRAND_API_URL).toString();
  await post(url, token ? {Authorization: `Bearer ${token}`} : {}, body);
}

/** Sends a report to the brand's server and the chat webhook, whichever is configured. */
export async function sendErrorReport(
  {env}: Pick<AppLoadContext, 'env'>,
  report: ErrorReport,
): Promise<void> {
  const text = `render error on ${report.path}: ${report.error.name}: ${report.error.message}`;
  await Promise.all([
    postToBrandServer(env, '/api/errors', report),
    env.ERROR_CHAT_WEBHOOK_URL &&
      post(env.ERROR_CHAT_WEBHOOK_URL, {}, {text: text.slice(0, CHAT_TEXT_MAX_LENGTH)}),
  ]);
}

/**
 * Reports an error with the shopper's part of it: a render error to the brand's server, the
 * chat and Sentry; a failed query or mutation to Sentry alone, with the market and cart.
 */
export async function reportError(
  context: AppLoadContext,
  request: Request,
  error: unknown,
  kind: 'render' | 'failed call',
  path?: string,
): Promise<void> {
  if (kind === 'failed call' && !context.env.SENTRY_DSN) return;
  const url = new URL(path ?? request.url, request.url);
  path ??= `${url.pathname}${url.search}`;
  const shopper = await shopperPart(context);
  const report = errorReport({path, ...shopper, error});
  await Promise.all([
    kind === 'render' && sendErrorReport(context, report),
    captureWorkerError(context.env, error, {
      path: url.pathname,
      customerId: shopper.customerId,
      shopper: kind === 'failed call' ? report : undefined,
    }),
  ]);
}

/** POST /api/errors from the browser's error boundary: 202 once sent on, 400 for anything else. */
export async function errorReportAction({request, context}: ActionFunctionArgs) {
  if (!(await withinRateLimits(context, request, 'errorReport'))) {
    return Response.json({error: 'too many reports'}, {status: TOO_MANY_REQUESTS});
  }
  // A beacon's body is JSON sent as text/plain, so the text is parsed whatever its type says.
  const json: unknown = await request
    .text()
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => null);
  const body = browserReport.safeParse(json);
  if (!body.success) return Response.json({error: 'invalid report'}, {status: 400});
  const {path, error} = body.data;
  const thrown = Object.assign(new Error(error.message), {
    name: error.name,
    stack: error.stack ?? undefined,
  });
  // Render errors reach Sentry here, so the browser needs no Sentry code for them.
  await reportError(context, request, thrown, 'render', path);
  return Response.json(
    {received: true},
    {status: 202, headers: {'Cache-Control': 'no-store'}},
  );
}
