/** Shopify Multipass with Web Crypto (the worker has no node:crypto). */
export interface MultipassCustomer {
  email: string;
  /** The identity provider's user id, so a changed email still finds the same customer. */
  identifier?: string;
  first_name?: string;
  last_name?: string;
  return_to?: string;
}

const IV_BYTES = 16;
const KEY_BYTES = 16;

export async function mintMultipassToken(
  secret: string,
  customer: MultipassCustomer,
  now: Date = new Date(),
): Promise<string> {
  if (!secret) throw new Error('MULTIPASS_SECRET is not set');
  const {subtle} = crypto;
  const digest = new Uint8Array(
    await subtle.digest('SHA-256', new TextEncoder().encode(secret)),
  );
  const [aesKey, hmacKey] = await Promise.all([
    subtle.importKey('raw', digest.slice(0, KEY_BYTES), 'AES-CBC', false, ['encrypt']),
    subtle.importKey(
      'raw',
      digest.slice(KEY_BYTES, 2 * KEY_BYTES),
      {name: 'HMAC', hash: 'SHA-256'},
      false,
      ['sign'],
    ),
  ]);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const payload = JSON.stringify({...customer, created_at: now.toISOString()});
  const ciphertext = new Uint8Array(
    await subtle.encrypt(
      {name: 'AES-CBC', iv},
      aesKey,
      new TextEncoder().encode(payload),
    ),
  );
  const signed = new Uint8Array([...iv, ...ciphertext]);
  const signature = new Uint8Array(await subtle.sign('HMAC', hmacKey, signed));
  let binary = '';
  for (const byte of [...signed, ...signature]) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_');
}
