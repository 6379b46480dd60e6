import {createHash, randomBytes} from 'node:crypto';
import type Database from 'better-sqlite3';
import {sameSecret} from '../http/respond';
import type {PlatformConfig} from '../types';

/**
 * Admin API access tokens: the shop's app's own (PlatformConfig.app), and tokens an operator
 * issues with scopes of their choice (POST /admin/app-tokens), as a merchant creates another
 * app with other scopes; tests use them to prove which scopes each call needs. Only a token's
 * hash is kept.
 */
export function migrateAdminTokens(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS admin_api_tokens (
      token_hash TEXT PRIMARY KEY,
      scopes TEXT NOT NULL
    );
  `);
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function issueAdminToken(
  db: Database.Database,
  scopes: readonly string[],
): string {
  const token = `shpat_${randomBytes(16).toString('hex')}`;
  db.prepare('INSERT INTO admin_api_tokens (token_hash, scopes) VALUES (?, ?)').run(
    hashToken(token),
    JSON.stringify(scopes),
  );
  return token;
}

/** The scopes a token was granted; null for a token the platform never issued. */
export function tokenScopes(
  db: Database.Database,
  config: PlatformConfig,
  token: string,
): readonly string[] | null {
  if (sameSecret(token, config.app.accessToken)) return config.app.scopes;
  const row = db
    .prepare('SELECT scopes FROM admin_api_tokens WHERE token_hash = ?')
    .get(hashToken(token)) as {scopes: string} | undefined;
  return row ? (JSON.parse(row.scopes) as string[]) : null;
}

/** A write scope grants its read scope too, as on Shopify. */
export function grantedScopes(scopes: readonly string[]): ReadonlySet<string> {
  return new Set(
    scopes.flatMap((scope) =>
      scope.startsWith('write_')
        ? [scope, `read_${scope.slice('write_'.length)}`]
        : [scope],
    ),
  );
}
