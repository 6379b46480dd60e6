/** One Storefront API request as the admin API lists it. */
export interface LoggedRequest {
  seq: number;
  time: string;
  operationName: string | null;
  operationType: 'query' | 'mutation' | 'subscription' | null;
  mutation: boolean;
  rootFields: string[];
  country: string | null;
  /** The storefront that sent it (`Shopify-Storefront-Id`), when it said. */
  storefrontId: string | null;
  status: number;
  errors: number;
  /** The codes of its errors, each once, in the order first met. */
  errorCodes: string[];
  /** The operation's requested cost (graphql/query-cost.ts); null for a request refused before it. */
  cost: number | null;
  durationMs: number;
}

/**
 * How many requests the log keeps; older ones are dropped first. Its readers count what one page
 * view or one cart change asked (a handful) and load runs count by sequence number, so a short
 * log serves them; a long one is megabytes of the platform's heap filling for minutes.
 */
export const REQUEST_LOG_CAPACITY = 1_000;

/**
 * The Storefront operations the platform received, numbered from 1, so that a benchmark can
 * read "everything since seq N" and count the upstream calls one page view made.
 */
export class RequestLog {
  private entries: LoggedRequest[] = [];
  private lastSeq = 0;

  record(entry: Omit<LoggedRequest, 'seq'>): LoggedRequest {
    const logged = {...entry, seq: ++this.lastSeq};
    this.entries.push(logged);
    if (this.entries.length > REQUEST_LOG_CAPACITY) this.entries.shift();
    return logged;
  }

  since(seq: number): LoggedRequest[] {
    return this.entries.filter((entry) => entry.seq > seq);
  }

  get seq(): number {
    return this.lastSeq;
  }

  /** Forgets the entries; numbering continues so a reader's `since` stays meaningful. */
  clear(): void {
    this.entries = [];
  }
}
