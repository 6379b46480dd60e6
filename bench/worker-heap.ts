/**
 * The worker's own memory: its isolate's JavaScript heap, read over the inspector MiniOxygen
 * opens when the storefront is started with --inspector-port, beside workerd's resident memory,
 * which grows as much under a worker that only answers "ok". A garbage collection is asked for
 * first; a runtime that does not offer one leaves garbage in the figure.
 */
import WebSocket from 'ws';
import {LOCAL_HOST} from '../dev/local-env';

/** The inspector answers at once; a hung one must not hold the run. */
const ANSWER_TIMEOUT_MS = 10_000;
const BYTES_PER_MB = 1_048_576;

interface InspectorTarget {
  webSocketDebuggerUrl: string;
}

/** The heap the worker's isolate uses after a collection, in MB; null when it cannot be read. */
export async function workerHeapMb(inspectorPort: number): Promise<number | null> {
  try {
    const targets = (await (
      await fetch(`http://${LOCAL_HOST}:${inspectorPort}/json`)
    ).json()) as InspectorTarget[];
    const url = targets[0]?.webSocketDebuggerUrl;
    if (!url) return null;
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    try {
      const ask = inspectorClient(socket);
      // Not every runtime offers a collection on request; the heap is read either way.
      await ask('HeapProfiler.collectGarbage').catch(() => undefined);
      const usage = (await ask('Runtime.getHeapUsage')) as {usedSize?: number};
      return typeof usage.usedSize === 'number'
        ? Math.round(usage.usedSize / BYTES_PER_MB)
        : null;
    } finally {
      socket.close();
    }
  } catch {
    return null;
  }
}

function inspectorClient(socket: WebSocket) {
  let nextId = 1;
  const waiting = new Map<
    number,
    (message: {result?: unknown; error?: unknown}) => void
  >();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as {
      id?: number;
      result?: unknown;
      error?: unknown;
    };
    if (message.id !== undefined) waiting.get(message.id)?.(message);
  });
  return (method: string): Promise<unknown> => {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${method}: no answer`)),
        ANSWER_TIMEOUT_MS,
      );
      waiting.set(id, (message) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (message.error)
          reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
        else resolve(message.result);
      });
      socket.send(JSON.stringify({id, method}));
    });
  };
}
