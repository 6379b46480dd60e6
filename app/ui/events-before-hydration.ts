/**
 * The events that make React 18 hydrate a still dehydrated root at once (its list of discrete
 * events). With single fetch, Remix's root waits for the page's data as it first renders; React
 * cannot wait in a hydration forced by such an event, so it gives up on the page ("Root did not
 * complete") and nothing on it works again.
 */
const HYDRATING_EVENTS = [
  'auxclick',
  'change',
  'click',
  'compositionend',
  'compositionstart',
  'contextmenu',
  'copy',
  'cut',
  'dblclick',
  'dragend',
  'dragstart',
  'drop',
  'input',
  'keydown',
  'keypress',
  'keyup',
  'mousedown',
  'mouseup',
  'paste',
  'pointercancel',
  'pointerdown',
  'pointerup',
  'reset',
  'submit',
  'textInput',
  'touchcancel',
  'touchend',
  'touchstart',
] as const;

/**
 * Keeps those events from React until the page has hydrated, as React itself keeps them from a
 * part it has not hydrated yet. Links and forms still do what they do without scripts (the
 * browser's own action is not prevented), and a tap on a button that only scripts answer is
 * made again once hydrated, so it is not lost. Returns the release, which hydration calls.
 */
export function holdEventsUntilHydrated(target: Window): () => void {
  const taps: HTMLButtonElement[] = [];
  const hold = (event: Event) => {
    event.stopPropagation();
    const button =
      event.type === 'click' && event.target instanceof Element
        ? event.target.closest('button')
        : null;
    if (button?.type === 'button') taps.push(button);
  };
  for (const type of HYDRATING_EVENTS) target.addEventListener(type, hold, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const type of HYDRATING_EVENTS) target.removeEventListener(type, hold, true);
    for (const button of taps.splice(0)) if (button.isConnected) button.click();
  };
}
