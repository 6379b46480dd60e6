/**
 * React 18's discrete events, which hydrate a dehydrated root at once: with single fetch the
 * root waits for its data, so React gives up on the page ("Root did not complete").
 */
const HYDRATING_EVENTS = `
  auxclick change click compositionend compositionstart contextmenu copy cut dblclick
  dragend dragstart drop input keydown keypress keyup mousedown mouseup paste pointercancel
  pointerdown pointerup reset submit textInput touchcancel touchend touchstart
`
  .trim()
  .split(/\s+/);

/**
 * Keeps those events from React until hydration calls the release. Links and forms still work
 * without scripts, and a tap on a script-only button is made again once hydrated.
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
