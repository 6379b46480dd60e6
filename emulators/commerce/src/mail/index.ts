import type Database from 'better-sqlite3';
import type {IncomingMessage} from 'node:http';
import {HttpError, sendJson} from '../http/respond';
import type {PlatformModule, Route} from '../types';

/**
 * The mail sink: SendGrid's Marketing Contacts API as far as the storefront's mailing-list
 * sign-up uses it (add or update contacts, search them by email), keeping the list in the
 * database so tests read who signed up, from where, for which product.
 */

/** SendGrid's own check is looser; one @, something either side, a dot in the domain. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function migrate(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS mail_contacts (
      email TEXT PRIMARY KEY,
      list_ids TEXT NOT NULL,
      custom_fields TEXT NOT NULL,
      added_at TEXT NOT NULL
    )
  `);
}

/** Any SendGrid-shaped key is taken: the sink checks the header is there, not whose it is. */
function requireApiKey(req: IncomingMessage): void {
  if (!/^Bearer SG\.\S+$/.test(req.headers.authorization ?? '')) {
    throw new HttpError(401, 'authorization required');
  }
}

interface ContactsBody {
  list_ids?: unknown;
  contacts?: unknown;
}

const routes: Route[] = [
  {
    method: 'PUT',
    path: '/v3/marketing/contacts',
    async handler(req, res, ctx) {
      requireApiKey(req);
      const body = (await ctx.json()) as ContactsBody;
      const contacts = Array.isArray(body.contacts) ? body.contacts : [];
      const listIds = Array.isArray(body.list_ids) ? body.list_ids.map(String) : [];
      const errors = contacts.flatMap((contact, index) => {
        const email = (contact as {email?: unknown})?.email;
        return typeof email === 'string' && EMAIL.test(email)
          ? []
          : [{field: `contacts[${index}].email`, message: 'invalid email'}];
      });
      if (contacts.length === 0 || errors.length > 0) {
        sendJson(res, 400, {
          errors: errors.length > 0 ? errors : [{message: 'no contacts'}],
        });
        return;
      }
      const upsert = ctx.db.prepare(
        `INSERT INTO mail_contacts (email, list_ids, custom_fields, added_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(email) DO UPDATE SET list_ids = excluded.list_ids,
           custom_fields = excluded.custom_fields`,
      );
      for (const contact of contacts as {email: string; custom_fields?: unknown}[]) {
        upsert.run(
          contact.email.toLowerCase(),
          JSON.stringify(listIds),
          JSON.stringify(contact.custom_fields ?? {}),
          ctx.now().toISOString(),
        );
      }
      sendJson(res, 202, {job_id: `job-${Date.now()}`});
    },
  },
  {
    method: 'POST',
    path: '/v3/marketing/contacts/search/emails',
    async handler(req, res, ctx) {
      requireApiKey(req);
      const {emails} = (await ctx.json()) as {emails?: unknown};
      const wanted = Array.isArray(emails) ? emails.map((email) => String(email)) : [];
      const find = ctx.db.prepare(
        'SELECT email, list_ids FROM mail_contacts WHERE email = ?',
      );
      const result: Record<string, {contact: {email: string; list_ids: string[]}}> = {};
      for (const email of wanted) {
        const row = find.get(email.toLowerCase()) as
          | {email: string; list_ids: string}
          | undefined;
        if (row) {
          result[email] = {
            contact: {email: row.email, list_ids: JSON.parse(row.list_ids) as string[]},
          };
        }
      }
      if (Object.keys(result).length === 0) {
        sendJson(res, 404, {errors: [{message: 'no contacts found'}]});
        return;
      }
      sendJson(res, 200, {result});
    },
  },
  {
    method: 'GET',
    path: '/admin/mail/contacts',
    handler(_req, res, ctx) {
      const rows = ctx.db
        .prepare('SELECT email, list_ids, custom_fields, added_at FROM mail_contacts')
        .all() as {
        email: string;
        list_ids: string;
        custom_fields: string;
        added_at: string;
      }[];
      sendJson(
        res,
        200,
        rows.map((row) => ({
          email: row.email,
          listIds: JSON.parse(row.list_ids) as string[],
          customFields: JSON.parse(row.custom_fields) as Record<string, unknown>,
          addedAt: row.added_at,
        })),
      );
    },
  },
];

export const module: PlatformModule = {name: 'mail', migrate, routes};
