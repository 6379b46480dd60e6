import {z} from 'zod';
import {MAILING_LIST_ERRORS, MAILING_LIST_SOURCES} from '~/lib/mailing-list';
import {canonicalEmail} from '@brush/rules/email';
import {EMAIL_MAX_LENGTH, isValidEmail} from '@brush/rules/validation';
import {fetchWithDeadline} from '~/server/upstream.server';

/** SendGrid's API, unless the environment names another origin (the local mail sink). */
export const SENDGRID_API_ORIGIN = 'https://api.sendgrid.com';

/** Longer than any real product title; anything past it is not one. */
const PRODUCT_TITLE_MAX_LENGTH = 255;

export const SignupRequest = z.object({
  email: z.string().trim().max(EMAIL_MAX_LENGTH),
  from: z.enum([MAILING_LIST_SOURCES.footer, MAILING_LIST_SOURCES.welcomeBonus]),
  productTitle: z.string().trim().max(PRODUCT_TITLE_MAX_LENGTH).optional(),
});

export type SignupRequest = z.infer<typeof SignupRequest>;

/** Generic failures: the forms show 'something went wrong' for anything they do not know. */
const UNAVAILABLE = 'unavailable';
export const INVALID_REQUEST = 'invalid request';

// SendGrid's Marketing Contacts API: null on success, else the error the forms read.
export async function subscribe(
  env: Pick<Env, 'SENDGRID_API_KEY' | 'SENDGRID_LIST_ID' | 'SENDGRID_API_URL'>,
  request: SignupRequest,
): Promise<string | null> {
  // An address made to pass for another is no address (docs/product/accounts.md#one-address).
  if (!isValidEmail(request.email) || !canonicalEmail(request.email)) {
    return MAILING_LIST_ERRORS.invalidEmail;
  }
  if (!env.SENDGRID_API_KEY) {
    console.error('mailing list: SENDGRID_API_KEY is not set');
    return UNAVAILABLE;
  }
  const origin = env.SENDGRID_API_URL || SENDGRID_API_ORIGIN;
  const headers = {
    Authorization: `Bearer ${env.SENDGRID_API_KEY}`,
    'Content-Type': 'application/json',
  };
  const listIds = env.SENDGRID_LIST_ID ? [env.SENDGRID_LIST_ID] : [];
  try {
    const search = await fetchWithDeadline(
      `${origin}/v3/marketing/contacts/search/emails`,
      {
        method: 'POST',
        headers,
        body: JSON.stringify({emails: [request.email]}),
      },
    );
    if (search.ok) {
      const found = (await search.json()) as {
        result?: Record<string, {contact?: {list_ids?: string[]}}>;
      };
      const contact = Object.values(found.result ?? {})[0]?.contact;
      const onList =
        listIds.length === 0 || listIds.every((id) => contact?.list_ids?.includes(id));
      if (contact && onList) return MAILING_LIST_ERRORS.alreadySubscribed;
    } else if (search.status !== 404) {
      console.error(`mailing list: contact search answered ${search.status}`);
      return UNAVAILABLE;
    }
    const added = await fetchWithDeadline(`${origin}/v3/marketing/contacts`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        list_ids: listIds,
        contacts: [
          {
            email: request.email,
            custom_fields: {
              signup_source: request.from,
              ...(request.productTitle ? {product_title: request.productTitle} : {}),
            },
          },
        ],
      }),
    });
    if (added.status === 400) return MAILING_LIST_ERRORS.invalidEmail;
    if (!added.ok) {
      console.error(`mailing list: adding the contact answered ${added.status}`);
      return UNAVAILABLE;
    }
    return null;
  } catch (error) {
    console.error('mailing list: SendGrid could not be reached', error);
    return UNAVAILABLE;
  }
}
