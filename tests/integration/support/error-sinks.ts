/**
 * The worker of an error-reporting test file, against the local platform (which records the
 * brand's error reports) and one sink on loopback standing in for both the chat webhook and
 * Sentry (docs/product/operations.md#error-reports): what each received is kept until the
 * next test.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {localPlatformUpstream, type PlatformUpstream} from './upstream';
import {workerAgainst, type StorefrontWorker} from './worker';

const SENTRY_PROJECT = '42';

/** A Sentry envelope: a header line, then item header and payload lines. */
export interface SentryEnvelope {
  url: string;
  lines: Record<string, unknown>[];
}

export interface ErrorSinks {
  storefront: PlatformUpstream;
  worker: StorefrontWorker;
  /** The bodies the chat webhook received. */
  chat: unknown[];
  sentry: SentryEnvelope[];
  /** The exception events among the Sentry envelopes. */
  sentryEvents(): Record<string, unknown>[];
}

export function workerWithErrorSinks(): ErrorSinks {
  const storefront = localPlatformUpstream();
  const chat: unknown[] = [];
  const sentry: SentryEnvelope[] = [];
  let sinkOrigin = '';
  const sink = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.url?.startsWith(`/api/${SENTRY_PROJECT}/envelope/`)) {
        sentry.push({
          url: request.url,
          lines: text
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as Record<string, unknown>),
        });
      } else {
        chat.push(JSON.parse(text));
      }
      response.writeHead(200).end('ok');
    });
  });

  const worker = workerAgainst({
    get env() {
      return {
        ...storefront.env,
        ERROR_CHAT_WEBHOOK_URL: `${sinkOrigin}/chat-webhook`,
        SENTRY_DSN:
          sinkOrigin.replace('http://', 'http://publickey@') + `/${SENTRY_PROJECT}`,
      };
    },
    async start() {
      await storefront.start();
      await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
      sinkOrigin = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
    },
    async stop() {
      await storefront.stop();
      await new Promise((resolve) => sink.close(resolve));
    },
    reset() {
      storefront.reset();
      chat.length = 0;
      sentry.length = 0;
    },
  });

  return {
    storefront,
    worker,
    chat,
    sentry,
    sentryEvents: () =>
      sentry.flatMap(({lines}) => lines.filter((line) => 'exception' in line)),
  };
}
