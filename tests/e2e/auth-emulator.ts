/**
 * The test stack's Auth emulator as the account tests reach it (tests/playwright.config.ts
 * starts it with a Firebase project of its own per port offset): the links it would have
 * emailed, its Identity Toolkit API, and the addresses and clients that keep tests apart.
 */
import {randomInt} from 'node:crypto';
import {type APIRequestContext, type Page} from '@playwright/test';
import {E2E_PORTS} from '../playwright.config';

/** The test stack's own Firebase project, one per port offset. */
export const PROJECT = `demo-brush-storefront-e2e-${process.env.E2E_PORT_OFFSET ?? 0}`;
const AUTH = `http://127.0.0.1:${E2E_PORTS.authEmulator}`;
export const IDENTITY_TOOLKIT = `${AUTH}/identitytoolkit.googleapis.com/v1`;
const OOB_CODES = `${AUTH}/emulator/v1/projects/${PROJECT}/oobCodes`;

export interface EmailedCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The links the emulator would have emailed to `email` for one purpose, oldest first. */
export async function emailedCodes(
  api: APIRequestContext,
  email: string,
  requestType: string,
): Promise<EmailedCode[]> {
  const {oobCodes} = (await (await api.get(OOB_CODES)).json()) as {
    oobCodes: EmailedCode[];
  };
  return oobCodes.filter(
    (code) => code.email === email && code.requestType === requestType,
  );
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${randomInt(1e6)}@example.com`;
}

/**
 * A documentation address (RFC 5737) no other test uses, sent as oxygen-buyer-ip (the local
 * MiniOxygen passes it on), so a test's requests count against no other test's rate limits.
 */
export function uniqueClient(): string {
  return `198.51.${randomInt(256)}.${randomInt(256)}`;
}

/** The form's message; the layout keeps empty live regions of both roles too. */
export function message(page: Page, role: 'alert' | 'status') {
  return page.getByRole(role).filter({hasText: /\S/});
}
