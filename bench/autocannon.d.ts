/** The part of autocannon 8's programmatic API the harness uses (the package ships no types). */
declare module 'autocannon' {
  import type {EventEmitter} from 'node:events';

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests in all; the run ends after them instead of after `duration`. */
    amount?: number;
    /** Seconds. */
    timeout?: number;
    headers?: Record<string, string>;
    warmup?: {connections?: number; duration?: number};
    /** Requests made in turn by each connection, in place of `url`'s own path. */
    requests?: RequestSpec[];
  }

  export interface RequestSpec {
    method?: string;
    path?: string;
    /** Called with each answer to this request, its headers by name. */
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string | string[]> | undefined,
    ) => void;
  }

  export interface Result {
    /** Seconds. */
    duration: number;
    requests: {total: number; average: number};
    latency: {p50: number; p99: number; max: number};
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: 'response',
      listener: (
        client: unknown,
        statusCode: number,
        bytes: number,
        responseTimeMs: number,
      ) => void,
    ): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
    stop(): void;
  }

  export default function autocannon(options: Options): Instance;
}
