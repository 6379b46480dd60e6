import {http, HttpResponse} from 'msw';
import {describe, expect, it} from 'vitest';
import {RATE_LIMIT_RULES, rateLimitBindingName} from '~/server/rate-limit';
import {localPlatformUpstream} from './support/upstream';
import {uniqueEmail, workerAgainst, type StorefrontWorker} from './support/worker';

const SIGN_IN_PER_EMAIL = RATE_LIMIT_RULES.signInPerEmail.limit;
const MAILING_LIST_PER_ADDRESS = RATE_LIMIT_RULES.mailingListPerAddress.limit;
const ERROR_REPORT_PER_CLIENT = RATE_LIMIT_RULES.errorReportPerClient.limit;

/**
 * The limits of decision 0135 in the built worker, met by bursts of concurrent requests: on
 * Oxygen (and here) an in-isolate counter, on Workers the rate-limiting bindings.
 */

const TOO_MANY_LOGIN_ATTEMPTS =
  'too many login attempts. please try again later or reset your password.';
const SIGN_IN_WITH_PASSWORD =
  'https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword';

let clients = 0;
function client(): string {
  clients += 1;
  return `203.0.113.${clients}`;
}

function burst<T>(size: number, request: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({length: size}, (_, index) => request(index)));
}

function subscribe(worker: StorefrontWorker, email: string, ip: string) {
  return worker.fetch('/api/subscribe-sendgrid', {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'oxygen-buyer-ip': ip},
    body: JSON.stringify({email, from: 'footer'}),
  });
}

function report(worker: StorefrontWorker, ip: string) {
  return worker.fetch('/api/errors', {
    method: 'POST',
    headers: {'Content-Type': 'text/plain;charset=UTF-8', 'oxygen-buyer-ip': ip},
    body: JSON.stringify({path: '/', error: {name: 'Error', message: 'x', stack: null}}),
  });
}

function signIn(worker: StorefrontWorker, email: string, password: string, ip: string) {
  return worker.fetch('/account/login', {
    method: 'POST',
    headers: {'oxygen-buyer-ip': ip},
    body: new URLSearchParams({intent: 'password', email, password}),
    redirect: 'manual',
  });
}

const statusesOf = (responses: Response[]) => responses.map(({status}) => status);
const count = (statuses: number[], status: number) =>
  statuses.filter((each) => each === status).length;

describe('on Oxygen: the in-isolate counter', () => {
  const storefront = localPlatformUpstream({warm: false});
  const worker = workerAgainst(storefront);

  it('lets exactly the limit of a burst of mailing-list sign-ups for one address through', async () => {
    const email = uniqueEmail('limited');
    const statuses = statusesOf(
      await burst(3 * MAILING_LIST_PER_ADDRESS, () => subscribe(worker, email, client())),
    );
    expect(count(statuses, 429)).toBe(2 * MAILING_LIST_PER_ADDRESS);
    const refused = await subscribe(worker, email, client());
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({error: 'too many requests'});
  });

  it('counts a burst of error reports per client: another client still reports', async () => {
    const ip = client();
    const statuses = statusesOf(
      await burst(2 * ERROR_REPORT_PER_CLIENT, () => report(worker, ip)),
    );
    expect(count(statuses, 202)).toBe(ERROR_REPORT_PER_CLIENT);
    expect(count(statuses, 429)).toBe(ERROR_REPORT_PER_CLIENT);
    expect((await report(worker, client())).status).toBe(202);
  });

  it('after a burst of wrong passwords, refuses the right one with the spec message', async () => {
    const email = uniqueEmail('guessed');
    const asked: string[] = [];
    storefront.use(
      http.post(SIGN_IN_WITH_PASSWORD, async ({request}) => {
        asked.push(((await request.json()) as {password: string}).password);
        return HttpResponse.json(
          {error: {code: 400, message: 'INVALID_LOGIN_CREDENTIALS'}},
          {status: 400},
        );
      }),
    );
    const statuses = statusesOf(
      await burst(3 * SIGN_IN_PER_EMAIL, (index) =>
        signIn(worker, email, `wrong-${index}`, client()),
      ),
    );
    expect(count(statuses, 429)).toBe(2 * SIGN_IN_PER_EMAIL);
    expect(asked).toHaveLength(SIGN_IN_PER_EMAIL);

    const right = await signIn(worker, email, 'brushes-local-1', client());
    expect(right.status).toBe(429);
    expect(await right.text()).toContain(TOO_MANY_LOGIN_ATTEMPTS);
    expect(asked).toHaveLength(SIGN_IN_PER_EMAIL);
  });

  it("shows the Auth service's own throttling as the spec's message", async () => {
    storefront.use(
      http.post(SIGN_IN_WITH_PASSWORD, () =>
        HttpResponse.json(
          {
            error: {
              code: 400,
              message:
                'TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled.',
            },
          },
          {status: 400},
        ),
      ),
    );
    const answer = await signIn(
      worker,
      uniqueEmail('throttled'),
      'any-password',
      client(),
    );
    expect(answer.status).toBe(429);
    const page = await answer.text();
    expect(page).toContain(TOO_MANY_LOGIN_ATTEMPTS);
    expect(page).not.toContain('TOO_MANY_ATTEMPTS_TRY_LATER');
  });
});

describe('on Workers: the rate-limiting bindings', () => {
  const storefront = localPlatformUpstream({warm: false});
  const asked: {binding: string; key: string}[] = [];
  const bindings = Object.fromEntries(
    Object.values(RATE_LIMIT_RULES).map((rule) => [
      rateLimitBindingName(rule),
      {
        limit: async ({key}: {key: string}) => {
          asked.push({binding: rateLimitBindingName(rule), key});
          return {success: !key.endsWith('refused@example.com')};
        },
      },
    ]),
  );
  const worker = workerAgainst({
    get env() {
      return {...storefront.env, ...bindings} as unknown as Record<string, string>;
    },
    start: () => storefront.start(),
    stop: () => storefront.stop(),
    reset: () => storefront.reset(),
  });

  it('asks the binding with the client Cloudflare names, never the header a client can set there', async () => {
    const answer = await worker.fetch('/api/subscribe-sendgrid', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'CF-Connecting-IP': '198.51.100.9',
        'oxygen-buyer-ip': '192.0.2.1',
      },
      body: JSON.stringify({email: 'Refused@example.com', from: 'footer'}),
    });
    expect(answer.status).toBe(429);
    expect(asked).toEqual([
      {binding: 'RATE_LIMIT_MAILING_LIST_PER_CLIENT', key: 'client:198.51.100.9'},
      {
        binding: 'RATE_LIMIT_MAILING_LIST_PER_ADDRESS',
        key: 'address:refused@example.com',
      },
    ]);
  });
});
