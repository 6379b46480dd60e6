/**
 * An error as a report carries it (docs/product/operations.md#error-reports). Kept apart, with
 * nothing to import, so the browser's reporter loads it alone when an error screen shows.
 */
export interface ErrorDescription {
  name: string;
  message: string;
  stack: string | null;
}

/** Reports are kept small: a stack is cut to this many characters. */
export const ERROR_STACK_MAX_LENGTH = 4000;

/** An error as a report carries it: name, message and a stack cut to size. */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof Error) {
    return {
      name: error.name,
      message: error.message,
      stack: error.stack ? error.stack.slice(0, ERROR_STACK_MAX_LENGTH) : null,
    };
  }
  return {
    name: 'Error',
    message: typeof error === 'string' ? error : String(error),
    stack: null,
  };
}
