import {remember} from '@brush/rules/cache';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {convertFromUsd, formatMoney} from '@brush/rules/currency';
import {storeCreditUsd} from '@brush/rules/credit';
import {AuthError} from './auth-errors';
import {verifyIdToken} from './id-token.server';
import {mintMultipassToken} from './multipass.server';
import {
  CUSTOMER_ACCESS_TOKEN_CREATE_WITH_MULTIPASS,
  CUSTOMER_ACCESS_TOKEN_DELETE,
  CUSTOMER_QUERY,
  CUSTOMER_SESSIONS_REVOKE,
} from '#graphql/account';
import type {CustomerQuery} from '#graphql/storefrontapi.generated';

const CUSTOMER_ACCESS_TOKEN_KEY = 'customerAccessToken';
const SESSION_ID_KEY = 'sessionId';

export type Customer = NonNullable<CustomerQuery['customer']>;

type AccountContext = Pick<AppLoadContext, 'env' | 'session' | 'storefront' | 'cart'>;

/** Everything the session holds for a signed-in customer. */
const ACCOUNT_KEYS = [CUSTOMER_ACCESS_TOKEN_KEY, SESSION_ID_KEY] as const;

export function accessToken(
  context: Pick<AppLoadContext, 'session'>,
): string | undefined {
  return context.session.get(CUSTOMER_ACCESS_TOKEN_KEY)?.accessToken;
}

export function isSignedIn(context: Pick<AppLoadContext, 'session'>): boolean {
  return Boolean(accessToken(context));
}

/** A new cart's buyer: the signed-in customer's access token. */
export function signedInBuyer(context: Pick<AppLoadContext, 'session'>) {
  const token = accessToken(context);
  return token ? {customerAccessToken: token} : {};
}

/** ID token → multipass → access token (docs/product/accounts.md#sign-in-chain). */
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

/** A password no one knows, which ends a customer's sessions (decision 0113). */
function randomPassword(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

function shopifyError(userErrors: {message: string}[] | undefined) {
  const message = userErrors?.map((error) => error.message).join(' ');
  return new AuthError('shopify-error', message || null);
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
  if (!token) throw shopifyError(created?.customerUserErrors);
  return token;
}

/** Ends every session of the customer: the platform revokes all their access tokens. */
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
  if (!fresh) throw shopifyError(updated?.customerUserErrors);
  await context.storefront
    .mutate(CUSTOMER_ACCESS_TOKEN_DELETE, {variables: {customerAccessToken: fresh}})
    .catch(() => undefined);
}

/** The sign-in chain (docs/product/accounts.md#sign-in-chain). */
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

/** One customer query per request and token. */
type CustomerAnswer = Promise<Customer | null | undefined>;
const customerQueries = new WeakMap<object, Map<string, CustomerAnswer>>();

function queryCustomer(context: AccountContext, token: string): CustomerAnswer {
  const asked = remember(customerQueries, context.session, () => new Map());
  return remember(asked, token, () =>
    context.storefront
      .query(CUSTOMER_QUERY, {
        variables: {customerAccessToken: token},
        cache: context.storefront.CacheNone(),
      })
      .then(({customer}) => customer),
  );
}

export async function fetchCustomer(context: AccountContext): Promise<Customer | null> {
  const token = accessToken(context);
  // An internal error (docs/product/operations.md#internal-errors).
  if (!token)
    throw new Error('No customer access token found. Could not fetch customer.');
  const customer = await queryCustomer(context, token).catch((error: unknown) => {
    clearAccount(context);
    throw error;
  });
  if (!customer) clearAccount(context);
  return customer ?? null;
}

/** The signed-in customer's id for a report, without touching the session. */
export async function customerIdForReport(
  context: AccountContext,
): Promise<string | null> {
  const token = accessToken(context);
  if (!token) return null;
  return queryCustomer(context, token).then(
    (customer) => customer?.id ?? null,
    () => null,
  );
}

export type AccountMenuState = Awaited<ReturnType<typeof accountMenuState>>;

/** What the account dropdown shows; a failed customer fetch signs out quietly. */
export async function accountMenuState(
  context: AccountContext,
  currency: string,
  language: string,
) {
  const customer = isSignedIn(context)
    ? await fetchCustomer(context).catch(() => null)
    : null;
  if (!customer) return {status: 'signedOut' as const};
  const creditUsd = storeCreditUsd(customer.storeCredit?.value);
  return {
    status: 'signedIn' as const,
    firstName: customer.firstName ?? null,
    lastName: customer.lastName ?? null,
    displayName: customer.displayName,
    storeCredit:
      creditUsd > 0
        ? formatMoney(convertFromUsd(creditUsd, currency), currency, language)
        : null,
  };
}

/** Signs out: the session forgets, the platform revokes and the cart lets go. */
export async function signOut(context: AccountContext): Promise<void> {
  const token = accessToken(context);
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
  await context.cart.updateBuyerIdentity(buyer).catch(() => undefined);
}
