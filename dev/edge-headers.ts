/** The header Oxygen's edge sets to the client's address (decision 0135). */
export const BUYER_IP_HEADER = 'oxygen-buyer-ip';

/**
 * A test stack stands in for many shoppers on one machine: a request carrying
 * `<STACK_CLIENT_TOKEN> <address>` here is the client at that address. Without the token
 * (which `npm start` never sets) the header is dropped like any other client's claim.
 */
export const STAND_IN_CLIENT_HEADER = 'x-stack-client';

/**
 * Raw headers (name, value, name, value...) as the edge hands them to the worker: the
 * client's address as the socket saw it, whatever the client sent under that name.
 */
export function withEdgeClientAddress(
  rawHeaders: readonly string[],
  remoteAddress: string | undefined,
  standInToken?: string,
): string[] {
  const kept: string[] = [];
  let address = remoteAddress ?? '';
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = (rawHeaders[index] ?? '').toLowerCase();
    const value = rawHeaders[index + 1] ?? '';
    if (name === STAND_IN_CLIENT_HEADER) {
      const [token, standIn] = value.split(' ');
      if (standInToken && token === standInToken && standIn) address = standIn;
    } else if (name !== BUYER_IP_HEADER) {
      kept.push(rawHeaders[index] ?? '', value);
    }
  }
  kept.push(BUYER_IP_HEADER, address);
  return kept;
}
