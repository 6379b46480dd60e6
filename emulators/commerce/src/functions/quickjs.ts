/**
 * A bundled Shopify Function (extensions/<handle>/dist/function.js) run as Shopify runs a
 * JavaScript function: inside QuickJS compiled to WebAssembly (Javy embeds the same engine),
 * with the input JSON on stdin and the output JSON on stdout, and nothing else reachable: no
 * network, no timers, no Intl, no Node. What Javy adds to bare QuickJS is here too: `Javy.JSON`
 * for stdin and stdout, `console` (written to the run's log) and `TextEncoder`/`TextDecoder`.
 *
 * Shopify stops a run beyond 11 million Wasm instructions. QuickJS here cannot count
 * instructions; it calls its interrupt handler every 10,000 interpreter ticks (a call or a
 * jump), so a run's work is counted in those polls and stopped beyond WORK_BUDGET_POLLS, the
 * stand-in calibrated in decision 0118. An input above 64,000 bytes is refused unrun.
 *
 * A function is pure (input in, output out, nothing else reachable), so a run on a bundle and
 * an input it has already run answers that run's outcome again, its failure included, without
 * running it (decision 0128): a cart read prices the cart each time, and the cart seldom
 * changes between two reads.
 *
 * The platform prices carts in a pool of worker threads (pool.ts, decision 0134), each with
 * its own module per bundle, so its own warm runtime and its own earlier runs; the platform's
 * thread runs a bundle itself only where it cannot wait (inside a payment's transaction).
 */
import {createHash} from 'node:crypto';
import variant from '@jitl/quickjs-wasmfile-release-sync';
import {
  newQuickJSWASMModuleFromVariant,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSRuntime,
} from 'quickjs-emscripten-core';
import {BoundedCache} from '@brush/rules/cache';

const QUICKJS = await newQuickJSWASMModuleFromVariant(variant);

/** Shopify refuses a function input (the query's answer, as JSON) above this many bytes. */
export const INPUT_LIMIT_BYTES = 64_000;
/** Interrupt polls a run may take: the stand-in for Shopify's 11M instructions (decision 0118). */
export const WORK_BUDGET_POLLS = 5;
/** Interpreter ticks between two polls of the interrupt handler (QuickJS's counter). */
export const TICKS_PER_POLL = 10_000;
/**
 * Guards for the platform's own process, not Shopify figures: a function that allocates or
 * recurses without end fails its run instead of taking the platform down.
 */
const MEMORY_LIMIT_BYTES = 32 * 1024 * 1024;
const STACK_LIMIT_BYTES = 512 * 1024;
/** Shopify keeps the first 1 KB of a run's logs. */
const LOG_LIMIT_BYTES = 1024;
/**
 * Earlier runs the process remembers, in characters of input, output and logs: a few hundred
 * carts' runs, so that the platform's memory grows by a few MB at most however long it runs
 * (the soak holds it within 10%; decision 0128).
 */
const REMEMBERED_RUN_CHARS = 4 * 1024 * 1024;

export type RunFailure =
  | 'input-too-large'
  | 'instruction-budget'
  | 'error'
  | 'no-output'
  | 'invalid-output';

export interface RunMeasure {
  inputBytes: number;
  /** Interrupt polls the run took (each about TICKS_PER_POLL interpreter ticks). */
  work: number;
  ms: number;
  logs: string;
  /**
   * True when this is an earlier run's outcome on the same bundle and input, not run again;
   * optional, so that a stand-in run (a test's) need not say it.
   */
  reused?: boolean;
}

export type FunctionRunOutcome =
  | ({ok: true; output: unknown} & RunMeasure)
  | ({ok: false; failure: RunFailure; message: string} & RunMeasure);

/**
 * Globals Javy gives a function beyond QuickJS's own; installed in each fresh context before
 * the bundle runs. The host side (`__stdin`, `__stdout`, `__log`, `__utf8*`) is native here as
 * it is in Javy, so its work is not counted against the budget either.
 */
const PRELUDE = `
  const stdin = globalThis.__stdin, stdout = globalThis.__stdout, log = globalThis.__log;
  const encode = globalThis.__utf8Encode, decode = globalThis.__utf8Decode;
  for (const name of ['__stdin', '__stdout', '__log', '__utf8Encode', '__utf8Decode']) {
    delete globalThis[name];
  }
  const format = (args) => args.map((arg) => typeof arg === 'string' ? arg : JSON.stringify(arg)).join(' ');
  globalThis.Javy = Object.freeze({
    JSON: Object.freeze({
      fromStdin: () => JSON.parse(stdin()),
      toStdout: (value) => stdout(JSON.stringify(value)),
    }),
  });
  globalThis.console = Object.freeze({
    log: (...args) => log(format(args)),
    error: (...args) => log(format(args)),
    warn: (...args) => log(format(args)),
    info: (...args) => log(format(args)),
  });
  globalThis.TextEncoder = class TextEncoder {
    get encoding() { return 'utf-8'; }
    encode(text = '') { return new Uint8Array(encode(String(text))); }
  };
  globalThis.TextDecoder = class TextDecoder {
    get encoding() { return 'utf-8'; }
    decode(bytes) {
      if (bytes === undefined) return '';
      const view = ArrayBuffer.isView(bytes) ? bytes : new Uint8Array(bytes);
      return decode(view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength));
    }
  };
`;

/** What a run left, before its output is read: enough to answer the same input again. */
interface Ran {
  work: number;
  logs: string;
  result: {output: string | undefined} | {failure: RunFailure; message: string};
}

/** Earlier runs by bundle, export and input: see the module comment. */
const earlierRuns = new BoundedCache<string, Ran>(
  REMEMBERED_RUN_CHARS,
  (key, ran) =>
    key.length +
    ran.logs.length +
    ('output' in ran.result
      ? (ran.result.output?.length ?? 0)
      : ran.result.message.length),
);

/**
 * The thread's QuickJS instance at rest, as an image of its WebAssembly memory: every prepared
 * bundle evaluated (runtime, context, module, export), nothing else. A run starts from that
 * image and the image is put back as soon as the run ends, so that the whole engine (heap,
 * atoms, the runtime's job queue, the allocator) is byte for byte what it was before the run,
 * as a fresh instance of a pre-initialized module is on Shopify (decision 0134). Only what
 * lies above the image's end is left as a run wrote it: memory the restored allocator counts
 * as unused.
 */
class RestingImage {
  private image = new Uint8Array(0);

  constructor(private readonly memory: WebAssembly.Memory) {}

  /** Takes the image again: after a bundle was prepared or let go, never during a run. */
  capture(): void {
    const words = new Uint32Array(this.memory.buffer);
    let last = words.length - 1;
    while (last >= 0 && words[last] === 0) last -= 1;
    this.image = new Uint8Array(this.memory.buffer).slice(0, (last + 1) * 4);
  }

  restore(): void {
    new Uint8Array(this.memory.buffer).set(this.image);
  }
}

const RESTING = new RestingImage(QUICKJS.getWasmMemory());

/** A bundle evaluated in its context, ready to have its export called; or why it is not. */
type Prepared =
  | {context: QuickJSContext; target: QuickJSHandle; polls: number; logs: string}
  | {polls: number; logs: string; failure: RunFailure; message: string};

/**
 * One function's bundle on its own QuickJS runtime and context, in which the bundle is
 * evaluated once (its top level run, its export found): the warm part. Every run calls the
 * export on the image of the engine at rest and puts the image back afterwards, so a run sees
 * nothing an earlier run left: no global, module state, object or allocation (decision 0134).
 * The work and logs of the evaluation count in every run, as they would in a run that
 * evaluated the bundle itself.
 */
export class FunctionModule {
  private readonly bundleKey: string;
  private runtime: QuickJSRuntime | undefined;
  private prepared: Prepared | undefined;
  private polls = 0;
  /** The run in progress: its input, what it wrote and logged. */
  private io = {input: '', output: undefined as string | undefined, logs: ''};

  constructor(
    readonly name: string,
    private readonly code: string,
    private readonly exportName: string,
  ) {
    this.bundleKey = `${createHash('sha256').update(code).digest('hex')}\u0000${exportName}\u0000`;
  }

  run(inputJson: string): FunctionRunOutcome {
    const inputBytes = Buffer.byteLength(inputJson, 'utf8');
    const started = performance.now();
    if (inputBytes > INPUT_LIMIT_BYTES) {
      return {
        ok: false,
        failure: 'input-too-large',
        message: `input is ${inputBytes} bytes, above Shopify's ${INPUT_LIMIT_BYTES}`,
        inputBytes,
        work: 0,
        ms: performance.now() - started,
        logs: '',
        reused: false,
      };
    }
    const key = `${this.bundleKey}${inputJson}`;
    const earlier = earlierRuns.get(key);
    const ran = earlier ?? this.execute(inputJson);
    if (!earlier) earlierRuns.set(key, ran);
    const measure = (): RunMeasure => ({
      inputBytes,
      work: ran.work,
      ms: performance.now() - started,
      logs: ran.logs,
      reused: earlier !== undefined,
    });
    if (!('output' in ran.result)) return {ok: false, ...ran.result, ...measure()};
    const output = ran.result.output;
    if (output === undefined) {
      return {
        ok: false,
        failure: 'no-output',
        message: 'the function wrote no output',
        ...measure(),
      };
    }
    try {
      // Parsed on every answer, so that no two runs share an output object.
      return {ok: true, output: JSON.parse(output) as unknown, ...measure()};
    } catch {
      return {
        ok: false,
        failure: 'invalid-output',
        message: 'the output is not JSON',
        ...measure(),
      };
    }
  }

  /** Evaluates the bundle now rather than at its first run (the pool's threads, as they start). */
  warm(): void {
    this.prepare();
  }

  /** Calls the export on the input, from the engine's image at rest and back to it. */
  private execute(inputJson: string): Ran {
    const prepared = this.prepare();
    if ('failure' in prepared) {
      const {failure, message} = prepared;
      return {work: prepared.polls, logs: prepared.logs, result: {failure, message}};
    }
    const {context, target} = prepared;
    this.polls = prepared.polls;
    this.io = {input: inputJson, output: undefined, logs: prepared.logs};
    try {
      const called = context.callFunction(target, context.undefined);
      if (called.error) {
        const failure = this.failed(context, called.error);
        return {work: this.polls, logs: this.io.logs, result: failure};
      }
      called.value.dispose();
      return {work: this.polls, logs: this.io.logs, result: {output: this.io.output}};
    } finally {
      RESTING.restore();
    }
  }

  /**
   * Makes the runtime and context, installs Javy's globals and evaluates the bundle, once;
   * then takes the engine's image at rest again, with this bundle in it.
   */
  private prepare(): Prepared {
    if (this.prepared) return this.prepared;
    const runtime = QUICKJS.newRuntime();
    this.runtime = runtime;
    runtime.setMemoryLimit(MEMORY_LIMIT_BYTES);
    runtime.setMaxStackSize(STACK_LIMIT_BYTES);
    runtime.setInterruptHandler(() => {
      this.polls += 1;
      return this.polls > WORK_BUDGET_POLLS;
    });
    this.polls = 0;
    this.io = {input: '', output: undefined, logs: ''};
    const context = runtime.newContext();
    installHost(context, {
      stdin: () => this.io.input,
      stdout: (text) => {
        this.io.output = text;
      },
      log: (line) => {
        if (this.io.logs.length < LOG_LIMIT_BYTES) {
          this.io.logs = `${this.io.logs}${line}\n`.slice(0, LOG_LIMIT_BYTES);
        }
      },
    });
    const evaluated = this.evaluate(context);
    this.prepared =
      'failure' in evaluated
        ? {...evaluated, polls: this.polls, logs: this.io.logs}
        : {context, target: evaluated.target, polls: this.polls, logs: this.io.logs};
    if ('failure' in evaluated) {
      context.dispose();
      runtime.dispose();
      this.runtime = undefined;
    }
    RESTING.capture();
    return this.prepared;
  }

  /** Evaluates the bundle; its export, or the failure the engine reported. */
  private evaluate(
    context: QuickJSContext,
  ): {target: QuickJSHandle} | {failure: RunFailure; message: string} {
    const prelude = context.evalCode(PRELUDE, 'javy-prelude.js', {type: 'global'});
    if (prelude.error) return this.failed(context, prelude.error);
    prelude.value.dispose();
    const module = context.evalCode(this.code, `${this.name}/function.js`, {
      type: 'module',
    });
    if (module.error) return this.failed(context, module.error);
    try {
      const target = context.getProp(module.value, this.exportName);
      if (context.typeof(target) !== 'function') {
        target.dispose();
        return {failure: 'error', message: `the module exports no ${this.exportName}`};
      }
      return {target};
    } finally {
      module.value.dispose();
    }
  }

  private failed(
    context: QuickJSContext,
    error: QuickJSHandle,
  ): {failure: RunFailure; message: string} {
    const dumped: unknown = context.dump(error);
    error.dispose();
    const message =
      dumped && typeof dumped === 'object' && 'message' in dumped
        ? `${String((dumped as {name?: unknown}).name ?? 'Error')}: ${String(dumped.message)}`
        : String(dumped);
    if (this.polls > WORK_BUDGET_POLLS) {
      return {
        failure: 'instruction-budget',
        message: `stopped beyond ${WORK_BUDGET_POLLS} polls of ${TICKS_PER_POLL} ticks (Shopify: 11M instructions)`,
      };
    }
    return {failure: 'error', message};
  }

  dispose(): void {
    if (this.prepared && 'context' in this.prepared) {
      this.prepared.target.dispose();
      this.prepared.context.dispose();
    }
    this.runtime?.dispose();
    this.runtime = undefined;
    this.prepared = undefined;
    RESTING.capture();
  }
}

function installHost(
  context: QuickJSContext,
  host: {stdin(): string; stdout(text: string): void; log(line: string): void},
): void {
  const functions: [string, QuickJSHandle][] = [
    ['__stdin', context.newFunction('__stdin', () => context.newString(host.stdin()))],
    [
      '__stdout',
      context.newFunction('__stdout', (text) => {
        host.stdout(context.getString(text));
      }),
    ],
    [
      '__log',
      context.newFunction('__log', (line) => {
        host.log(context.getString(line));
      }),
    ],
    [
      '__utf8Encode',
      context.newFunction('__utf8Encode', (text) =>
        context.newArrayBuffer(new TextEncoder().encode(context.getString(text)).buffer),
      ),
    ],
    [
      '__utf8Decode',
      context.newFunction('__utf8Decode', (buffer) => {
        const bytes = context.getArrayBuffer(buffer);
        try {
          return context.newString(new TextDecoder().decode(bytes.value));
        } finally {
          bytes.dispose();
        }
      }),
    ],
  ];
  for (const [name, fn] of functions) {
    context.setProp(context.global, name, fn);
    fn.dispose();
  }
}
