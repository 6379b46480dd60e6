/**
 * The entry a bundled function runs through, as `@shopify/shopify_function`'s run does under
 * Javy with Shopify's plugin: the input JSON is read from stdin, handed to the target's
 * function, and its answer written to stdout as JSON. `npm run functions:build` wraps each
 * target's export with it; the function modules themselves never touch I/O.
 */
declare const Javy: {
  JSON: {fromStdin(): unknown; toStdout(value: unknown): void};
};

export function runFunction<Input, Output>(target: (input: Input) => Output): void {
  Javy.JSON.toStdout(target(Javy.JSON.fromStdin() as Input));
}
