/** A promise the test settles when it chooses, so a step in between is observed, not timed. */
export function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {opened, open};
}
