// @vitest-environment happy-dom
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {holdEventsUntilHydrated} from '~/ui/events-before-hydration';

/**
 * Until the page has hydrated, the events that would make React hydrate it at once stay away
 * from the document, where React listens; a tap on a scripts-only button is made again once it
 * has hydrated. Links and forms keep the browser's own behaviour.
 */

let reached: string[];
const listen = (event: Event) => {
  const target = event.target as Element;
  reached.push(`${event.type} ${target.getAttribute('aria-label') ?? target.tagName}`);
};
const TYPES = ['click', 'keydown', 'input', 'pointerdown', 'submit'];

beforeEach(() => {
  reached = [];
  document.body.innerHTML = `
    <button type="button" aria-label="next image"><span>2</span></button>
    <form><input aria-label="search"><button aria-label="go">go</button></form>
    <a href="#reviews" aria-label="reviews">reviews</a>`;
  for (const type of TYPES) document.addEventListener(type, listen, true);
});

afterEach(() => {
  for (const type of TYPES) document.removeEventListener(type, listen, true);
});

const element = (label: string) =>
  document.querySelector<HTMLElement>(`[aria-label="${label}"]`) as HTMLElement;

describe('holdEventsUntilHydrated', () => {
  it('keeps taps, keys and typing from the document until released', () => {
    const release = holdEventsUntilHydrated(window);
    element('next image').querySelector('span')?.click();
    element('search').dispatchEvent(new KeyboardEvent('keydown', {bubbles: true}));
    element('search').dispatchEvent(new Event('input', {bubbles: true}));
    element('reviews').dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}));
    expect(reached).toEqual([]);
    release();
  });

  it('taps a scripts-only button again once released, and only once', () => {
    const release = holdEventsUntilHydrated(window);
    element('next image').querySelector('span')?.click();
    release();
    release();
    expect(reached).toEqual(['click next image']);
  });

  it('leaves links and submit buttons to the browser, and does not tap them again', () => {
    const release = holdEventsUntilHydrated(window);
    const link = new MouseEvent('click', {bubbles: true, cancelable: true});
    element('reviews').dispatchEvent(link);
    element('go').dispatchEvent(new MouseEvent('click', {bubbles: true}));
    release();
    expect(link.defaultPrevented).toBe(false);
    expect(reached).toEqual([]);
  });

  it('lets every event through once released', () => {
    holdEventsUntilHydrated(window)();
    element('search').dispatchEvent(new KeyboardEvent('keydown', {bubbles: true}));
    element('next image').click();
    expect(reached).toEqual(['keydown search', 'click next image']);
  });

  it('taps no button that left the page meanwhile', () => {
    const release = holdEventsUntilHydrated(window);
    const button = element('next image');
    button.click();
    button.remove();
    release();
    expect(reached).toEqual([]);
  });
});
