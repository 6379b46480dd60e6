/**
 * The local platform's admin API (emulators/commerce/README.md): the log of Storefront
 * operations it received, and carts exactly as it stores them. The harness counts and checks
 * at the platform, never from what the storefront says about itself.
 */
import {LOCAL_ADMIN_TOKEN} from '../dev/local-env';

export interface LoggedOperation {
  seq: number;
  operationName: string | null;
  operationType: 'query' | 'mutation' | 'subscription' | null;
  mutation: boolean;
  rootFields: string[];
  status: number;
  errors: number;
}

export interface StoredCartLine {
  uuid: string;
  merchandiseId: string;
  quantity: number;
}

export interface StoredCart {
  token: string;
  lines: StoredCartLine[];
  completedAt: string | null;
}

export class PlatformAdmin {
  constructor(
    readonly origin: string,
    private readonly token = LOCAL_ADMIN_TOKEN,
  ) {}

  private async get<T>(path: string): Promise<{status: number; body: T | null}> {
    const response = await fetch(new URL(path, this.origin), {
      headers: {Authorization: `Bearer ${this.token}`},
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return {status: response.status, body: null};
    }
    return {status: response.status, body: (await response.json()) as T};
  }

  /** The sequence number of the last operation received: a mark to count from. */
  async mark(): Promise<number> {
    const {body} = await this.get<{seq: number}>('/admin/requests?since=999999999999');
    if (!body) throw new Error('the platform admin API did not answer /admin/requests');
    return body.seq;
  }

  async operationsSince(seq: number): Promise<LoggedOperation[]> {
    const {body} = await this.get<{requests: LoggedOperation[]}>(
      `/admin/requests?since=${seq}`,
    );
    if (!body) throw new Error('the platform admin API did not answer /admin/requests');
    return body.requests;
  }

  /** A cart as stored, or null when the platform does not know its token. */
  async cart(token: string): Promise<StoredCart | null> {
    const {status, body} = await this.get<StoredCart>(`/admin/carts/${token}`);
    if (status === 404) return null;
    if (!body)
      throw new Error(`the platform admin API answered ${status} for cart ${token}`);
    return body;
  }
}

const SHOPPER_ROOT_FIELDS = new Set(['cart', 'customer']);

/** Cart and customer operations carry one shopper's data: never cached, never catalog calls. */
export function isShopperOperation(
  operation: Pick<LoggedOperation, 'mutation' | 'rootFields'>,
): boolean {
  return (
    operation.mutation ||
    operation.rootFields.some((field) => SHOPPER_ROOT_FIELDS.has(field))
  );
}
