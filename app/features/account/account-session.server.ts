import {remember} from '@brush/rules/cache';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {convertFromUsd, formatMoney} from '@brush/rules/currency';
import {storeCreditUsd} from '@brush/rules/credit';
import type {AccountMenuState} from './account-menu.types';
import {AuthError} from './auth-error.server';
import {verifyIdToken} from './id-token.server';
import {mintMultipassToken} from './multipass.server';
import {
  CUSTOMER_ACCESS_TOKEN_CREATE_WITH_MULTIPASS,
  CUSTOMER_ACCESS_TOKEN_DELETE,
  CUSTOMER_QUERY,
  CUSTOMER_SESSIONS_REVOKE,
} from '#graphql/account';
import type {CustomerQuery} from '#graphql/storefrontapi.generated';

export const CUSTOMER_ACCESS_TOKEN_KEY = 'customerAccessToken';
export const SESSION_ID_KEY = 'sessionId';

/** The internal error (docs/product/operations.md#internal-errors) for a customer fetch without a stored token. */
export const NO_ACCESS_TOKEN_MESSAGE =
  'No customer access token found. Could not fetch customer.';

export type Customer = NonNullable<CustomerQuery['customer']>;

type AccountContext = Pick<AppLoadContext, 'env' | 'session' | 'storefront' | 'cart'>;

/** Everything the session holds for a signed-in customer (docs/product/accounts.md#session). */
const ACCOUNT_KEYS = [CUSTOMER_ACCESS_TOKEN_KEY, SESSION_ID_KEY] as const;

export function isSignedIn(context: Pick<AppLoadContext, 'session'>): boolean {
  return Boolean(context.session.get(CUSTOMER_ACCESS_TOKEN_KEY)?.accessToken);
}

/**
 * A new cart's buyer: the signed-in customer's access token, so the checkout knows them and
 * the order is theirs; nobody for a visitor.
 */
export function signedInBuyer(context: Pick<AppLoadContext, 'session'>): {
  customerAccessToken?: string;
} {
  const token = context.session.get(CUSTOMER_ACCESS_TOKEN_KEY)?.accessToken;
  return token ? {customerAccessToken: token} : {};
}

/**
 * ID token → multipass → access token (docs/product/accounts.md#sign-in-chain); a refusal is the platform's error list. Only
 * a verified email gets a token: the platform finds the customer, and every order placed with
 * that address, by the email alone, so an unproven address would open someone else's orders.
 */
export async function multipassTokenFor(
  context: Pick<AppLoadContext, 'env'>,
  idToken: string,
): Promise<string> {
  const user = await verifyIdToken(idToken, context.env);
  if (!user.email) throw new AuthError('invalid-id-token');
  if (!user.emailVerified) throw new AuthError('email-verification-required');
  return mintMultipassToken(context.env.MULTIPASS_SECRET, {
    email: user.email,
    identifier: user.uid,
  });
}

/** Random bytes of the password that ends a customer's sessions (decision 0113). */
const REVOKING_PASSWORD_BYTES = 32;

function randomPassword(): string {
  return [...crypto.getRandomValues(new Uint8Array(REVOKING_PASSWORD_BYTES))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

async function platformToken(
  context: Pick<AccountContext, 'env' | 'storefront'>,
  idToken: string,
) {
  const multipassToken = await multipassTokenFor(context, idToken);
  const {customerAccessTokenCreateWithMultipass: created} =
    await context.storefront.mutate(CUSTOMER_ACCESS_TOKEN_CREATE_WITH_MULTIPASS, {
      variables: {multipassToken},
    });
  const token = created?.customerAccessToken;
  if (!token) {
    throw new AuthError(
      'shopify-error',
      created?.customerUserErrors.map((error) => error.message).join(' ') || null,
    );
  }
  return token;
}

/**
 * Ends every session of the identity's customer, in every browser: the platform revokes all
 * of the customer's access tokens, so each session's next customer query finds nobody and that
 * session is cleared (docs/product/accounts.md#ending-every-session). Run before an account is deleted and after a password reset.
 * An unverified identity never got a token, so it has no session to end.
 */
export async function endEverySession(
  context: Pick<AccountContext, 'env' | 'storefront'>,
  idToken: string,
): Promise<void> {
  let token: string;
  try {
    ({accessToken: token} = await platformToken(context, idToken));
  } catch (error) {
    if (error instanceof AuthError && error.code === 'email-verification-required')
      return;
    throw error;
  }
  const {customerUpdate: updated} = await context.storefront.mutate(
    CUSTOMER_SESSIONS_REVOKE,
    {variables: {customerAccessToken: token, password: randomPassword()}},
  );
  const fresh = updated?.customerAccessToken?.accessToken;
  if (!fresh) {
    throw new AuthError(
      'shopify-error',
      updated?.customerUserErrors.map((error) => error.message).join(' ') || null,
    );
  }
  await context.storefront
    .mutate(CUSTOMER_ACCESS_TOKEN_DELETE, {variables: {customerAccessToken: fresh}})
    .catch(() => undefined);
}

/**
 * The sign-in chain (docs/product/accounts.md#sign-in-chain): the ID token is exchanged for a multipass token, that for a
 * storefront access token, and the customer is fetched. The access token is kept in the
 * signed HttpOnly session cookie under a fresh session id. Any failure signs out.
 */
export async function signIn(
  context: AccountContext,
  idToken: string,
): Promise<Customer> {
  try {
    const token = await platformToken(context, idToken);
    clearAccount(context);
    context.session.set(SESSION_ID_KEY, crypto.randomUUID());
    context.session.set(CUSTOMER_ACCESS_TOKEN_KEY, token);
    const customer = await fetchCustomer(context);
    if (!customer) throw new AuthError('shopify-error', 'Customer not found');
    await followCartBuyer(context, {
      email: customer.email ?? null,
      customerAccessToken: token.accessToken,
    });
    return customer;
  } catch (error) {
    await signOut(context);
    throw error;
  }
}

/**
 * One customer query per request and token: the root's dropdown and the page's own loader
 * (orders aside, which asks for more) share it. A request's session object is its own.
 */
type CustomerAnswer = Promise<Customer | null | undefined>;
const customerQueries = new WeakMap<object, Map<string, CustomerAnswer>>();

function queryCustomer(context: AccountContext, token: string): CustomerAnswer {
  const asked = remember(
    customerQueries,
    context.session,
    () => new Map<string, CustomerAnswer>(),
  );
  return remember(asked, token, () =>
    context.storefront
      .query(CUSTOMER_QUERY, {
        variables: {customerAccessToken: token},
        cache: context.storefront.CacheNone(),
      })
      .then(({customer}) => customer),
  );
}

/**
 * The signed-in customer. No stored token is an error; an empty answer clears the session;
 * a query error clears the session and is rethrown (docs/product/accounts.md#session).
 */
export async function fetchCustomer(context: AccountContext): Promise<Customer | null> {
  const token = context.session.get(CUSTOMER_ACCESS_TOKEN_KEY)?.accessToken;
  if (!token) throw new Error(NO_ACCESS_TOKEN_MESSAGE);
  let customer: Customer | null | undefined;
  try {
    customer = await queryCustomer(context, token);
  } catch (error) {
    clearAccount(context);
    throw error;
  }
  if (!customer) clearAccount(context);
  return customer ?? null;
}

/** The signed-in customer's id for a report: read without touching the session, null on failure. */
export async function customerIdForReport(
  context: AccountContext,
): Promise<string | null> {
  const token = context.session.get(CUSTOMER_ACCESS_TOKEN_KEY)?.accessToken;
  if (!token) return null;
  return queryCustomer(context, token).then(
    (customer) => customer?.id ?? null,
    () => null,
  );
}

/** The customer when signed in, else null; a failed fetch signs out quietly. */
async function currentCustomer(context: AccountContext): Promise<Customer | null> {
  if (!isSignedIn(context)) return null;
  try {
    return await fetchCustomer(context);
  } catch {
    return null;
  }
}

/**
 * What the account dropdown shows: the name parts and the store credit (metafield
 * credit/balance, held in USD) in the shopper's currency, when there is any, formatted here
 * so the dropdown's chunk needs no money formatting of its own.
 */
export async function accountMenuState(
  context: AccountContext,
  currency: string,
  language: string,
): Promise<AccountMenuState> {
  const customer = await currentCustomer(context);
  if (!customer) return {status: 'signedOut'};
  const creditUsd = storeCreditUsd(customer.storeCredit?.value);
  return {
    status: 'signedIn',
    firstName: customer.firstName ?? null,
    lastName: customer.lastName ?? null,
    displayName: customer.displayName,
    storeCredit:
      creditUsd > 0
        ? formatMoney(convertFromUsd(creditUsd, currency), currency, language)
        : null,
  };
}

/**
 * Signing out forgets the customer in the session, revokes the access token on the platform
 * and takes the customer and their email off the cart.
 */
export async function signOut(context: AccountContext): Promise<void> {
  const token = context.session.get(CUSTOMER_ACCESS_TOKEN_KEY)?.accessToken;
  clearAccount(context);
  if (!token) return;
  await Promise.all([
    context.storefront
      .mutate(CUSTOMER_ACCESS_TOKEN_DELETE, {variables: {customerAccessToken: token}})
      .catch(() => undefined),
    followCartBuyer(context, {email: null, customerAccessToken: null}),
  ]);
}

function clearAccount(context: Pick<AppLoadContext, 'session'>): void {
  for (const key of ACCOUNT_KEYS) {
    if (context.session.has(key)) context.session.unset(key);
  }
}

/** The cart's buyer takes the customer on sign-in, and loses the email on sign-out. */
async function followCartBuyer(
  context: Pick<AppLoadContext, 'cart'>,
  buyer: {email: string | null; customerAccessToken: string | null},
): Promise<void> {
  if (!context.cart.getCartId()) return;
  await context.cart
    .updateBuyerIdentity(
      buyer.customerAccessToken
        ? {email: buyer.email, customerAccessToken: buyer.customerAccessToken}
        : {email: null, customerAccessToken: null},
    )
    .catch(() => undefined);
}
