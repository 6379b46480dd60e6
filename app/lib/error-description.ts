/** Reports are kept small: a stack is cut to this many characters. */
export const ERROR_STACK_MAX_LENGTH = 4000;

/** An error as a report carries it (docs/product/operations.md#error-reports). */
export function describeError(error: unknown) {
  if (!(error instanceof Error)) {
    return {name: 'Error', message: String(error), stack: null};
  }
  const stack = error.stack ? error.stack.slice(0, ERROR_STACK_MAX_LENGTH) : null;
  return {name: error.name, message: error.message, stack};
}
