/**
 * The live JavaScript heaps of the stack's processes, after a full collection: the worker's
 * isolate in workerd, and the node processes of the platform and of the storefront's front.
 * Resident memory also counts what an allocator keeps after freeing it (workerd's tcmalloc
 * keeps it; workerd grows as much under a worker that only answers "ok", bench/worker-memory.ts)
 * and what V8 has not collected yet; the live heap after a collection is what a leak grows.
 *
 * workerd takes one inspector session per isolate, and MiniOxygen holds it to print what the
 * worker logs: a second connection to workerd ends MiniOxygen's session, and the worker's log
 * with it. The isolate is read through MiniOxygen's own inspector (the storefront's
 * --inspector-port), which relays that session. While no debugger is attached there, MiniOxygen
 * buffers every message of the session, so the front grows with every line the worker logs:
 * the worker's inspector is attached once, at the start, and stays attached until the end.
 */
import {writeFileSync} from 'node:fs';
import WebSocket from 'ws';
import {bytesWithoutCode, heapNodes, type HeapSnapshot} from './heap-compare';
import {LOCAL_HOST} from '../dev/local-env';

/** A collection of a few hundred MB takes seconds on a busy machine; a hung one must not hold the run. */
const ANSWER_TIMEOUT_MS = 60_000;
const LIST_TIMEOUT_MS = 5_000;
const BYTES_PER_MB = 1_048_576;

/** The isolate's live heap, without what it kept only for a debugger's console. */
export interface IsolateHeap {
  mb: number;
  /** The same heap without V8's compiled code (bench/heap-compare.ts, decision 0124). */
  withoutCodeMb: number;
}

/** The worker's inspector, attached for the whole run. */
export interface WorkerInspector {
  /**
   * The isolate's live heap, null when it cannot be read (the storefront restarted, say);
   * with `snapshotFile`, the snapshot the reading took is written there too.
   */
  heap(snapshotFile?: string): Promise<IsolateHeap | null>;
  close(): void;
}

interface InspectorTarget {
  webSocketDebuggerUrl?: string;
}

async function debuggerUrl(port: number): Promise<string | null> {
  const answer = await fetch(`http://${LOCAL_HOST}:${port}/json`, {
    signal: AbortSignal.timeout(LIST_TIMEOUT_MS),
  });
  const targets = (await answer.json()) as InspectorTarget[];
  return targets[0]?.webSocketDebuggerUrl ?? null;
}

async function connect(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  // A session that ends (its process stopped) is noticed by the next reading, which gets no answer.
  socket.on('error', () => undefined);
  return socket;
}

export type Ask = (method: string, params?: Record<string, unknown>) => Promise<unknown>;
type OnEvent = (method: string, params: unknown) => void;

async function withSession<T>(url: string, use: (ask: Ask) => Promise<T>): Promise<T> {
  const socket = await connect(url);
  try {
    return await use(inspectorClient(socket));
  } finally {
    socket.close();
  }
}

async function usedBytes(ask: Ask): Promise<number> {
  const usage = (await ask('Runtime.getHeapUsage')) as {usedSize?: unknown};
  if (typeof usage.usedSize !== 'number') throw new Error('no heap usage');
  return usage.usedSize;
}

/** A node process collects on request. */
async function liveBytes(ask: Ask): Promise<number> {
  await ask('HeapProfiler.collectGarbage');
  return usedBytes(ask);
}

/**
 * workerd never answers HeapProfiler.collectGarbage, and the heap it reports afterwards is
 * unchanged; a heap snapshot collects all garbage first (a 2.4 MB heap read 0.5 MB after one).
 * The snapshot's chunks arrive as events.
 */
async function isolateLiveBytes(ask: Ask): Promise<number> {
  await ask('HeapProfiler.takeHeapSnapshot', {reportProgress: false});
  return usedBytes(ask);
}

const megabytes = (bytes: number) => Math.round((bytes / BYTES_PER_MB) * 10) / 10;

/**
 * Attaches to the worker's inspector on MiniOxygen's public port. Every event of the session
 * (each line the worker logs) arrives here too and is dropped. MiniOxygen's session enables the
 * console, and V8 keeps every object a logged line held (an error, its cause) for that session
 * until the console's entries are discarded; no debugger is attached to an isolate on Oxygen.
 * A reading discards the console's entries before its snapshot: a full run's one snapshot
 * taken with those entries kept and shoppers in flight was followed by workerd answering
 * nothing more (decision 0124), so a reading is also taken only while the run holds its
 * shoppers (Recorder.whileQuiet).
 */
export async function attachWorkerInspector(port: number): Promise<WorkerInspector> {
  let chunks: string[] = [];
  const {ask, close} = await workerSession(port, (method, params) => {
    if (method === 'HeapProfiler.addHeapSnapshotChunk')
      chunks.push((params as {chunk: string}).chunk);
  });
  return {
    async heap(snapshotFile) {
      try {
        await ask('Runtime.discardConsoleEntries');
        chunks = [];
        const mb = megabytes(await isolateLiveBytes(ask));
        const snapshot = chunks.join('');
        if (snapshotFile) writeFileSync(snapshotFile, snapshot);
        const nodes = heapNodes(JSON.parse(snapshot) as HeapSnapshot);
        return {mb, withoutCodeMb: megabytes(bytesWithoutCode(nodes))};
      } catch {
        return null;
      } finally {
        chunks = [];
      }
    },
    close,
  };
}

/**
 * A session with the worker's isolate on MiniOxygen's public inspector port (see above): its
 * requests, each answered or timed out, and its end. The CPU profiler (bench/profile-worker.ts)
 * asks through it too.
 */
export async function workerSession(
  port: number,
  onEvent?: OnEvent,
): Promise<{ask: Ask; close: () => void}> {
  const url = await debuggerUrl(port);
  if (!url) throw new Error(`no worker inspector on port ${port}`);
  const socket = await connect(url);
  return {ask: inspectorClient(socket, onEvent), close: () => socket.close()};
}

/** A node process's live heap in MB, over its --inspect port; null when it cannot be read. */
export async function nodeHeapMb(inspectPort: number): Promise<number | null> {
  try {
    const url = await debuggerUrl(inspectPort);
    if (!url) return null;
    return await withSession(url, async (ask) => megabytes(await liveBytes(ask)));
  } catch {
    return null;
  }
}

function inspectorClient(socket: WebSocket, onEvent?: OnEvent): Ask {
  let nextId = 1;
  const waiting = new Map<
    number,
    (message: {result?: unknown; error?: unknown}) => void
  >();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as {
      id?: number;
      method?: string;
      params?: unknown;
      result?: unknown;
      error?: unknown;
    };
    if (message.id !== undefined) waiting.get(message.id)?.(message);
    else if (message.method) onEvent?.(message.method, message.params);
  });
  return (method, params) => {
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
      socket.send(JSON.stringify({id, method, params}));
    });
  };
}
