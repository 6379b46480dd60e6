// @vitest-environment happy-dom
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';
import type {ReactNode} from 'react';
import {TextsProvider} from '~/i18n/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {EmbeddedForm, type EmbeddedFormProps} from '~/features/growth/EmbeddedForm';
import {i18nFor} from '~/i18n';
import {EMBED_AUTO_CLOSE_MIN_MS} from '@brush/rules/limits';

/**
 * The embedded form in each of its kinds, with the built-in form a test writes: what opens it,
 * what it emits, when it closes itself and what its closed cookie prevents.
 */

type Props = Omit<EmbeddedFormProps, 'children' | 'formId' | 'title'> &
  Partial<Pick<EmbeddedFormProps, 'formId'>>;

function TestForm({emit}: {emit: Parameters<EmbeddedFormProps['children']>[0]}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <label>
        answer <input name="answer" />
      </label>
      <button type="submit">send</button>
      <button type="button" onClick={() => emit('redirect')}>
        leave
      </button>
      <button type="button" onClick={() => emit('endingButtonClick')}>
        finish
      </button>
    </form>
  );
}

function show(props: Props): {events: string[]} {
  const events: string[] = [];
  const wrap = (children: ReactNode) => (
    <TextsProvider translator={i18nFor('en')}>{children}</TextsProvider>
  );
  render(
    wrap(
      <EmbeddedForm
        formId={props.formId ?? 'test-form'}
        title="tell us"
        onEvent={(event) => events.push(event)}
        {...props}
      >
        {(emit) => <TestForm emit={emit} />}
      </EmbeddedForm>,
    ),
  );
  return {events};
}

beforeEach(() => {
  vi.useFakeTimers();
  document.cookie = 'embed_closed_test-form=; Max-Age=0; Path=/';
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('inline', () => {
  it('sits in the page and emits ready, theme, started once and submit', () => {
    const {events} = show({kind: 'inline'});
    expect(screen.getByRole('region', {name: 'tell us'})).toBeTruthy();
    const answer = screen.getByLabelText('answer');
    fireEvent.input(answer, {target: {value: 'a'}});
    fireEvent.input(answer, {target: {value: 'ab'}});
    fireEvent.click(screen.getByRole('button', {name: 'send'}));
    expect(events).toEqual(['ready', 'theme', 'started', 'submit']);
  });

  it('logs the spec’s message for a redirect without an address', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const {events} = show({kind: 'inline'});
    fireEvent.click(screen.getByRole('button', {name: 'leave'}));
    expect(events).toContain('redirect');
    expect(error).toHaveBeenCalledWith('Redirect failed, no URL provided');
  });
});

describe('popup', () => {
  it('opens after its delay, closes itself no sooner than 500 ms after a submit', () => {
    const {events} = show({
      kind: 'popup',
      trigger: {on: 'delay', ms: 3000},
      autoClose: 100,
    });
    expect(screen.queryByRole('dialog', {name: 'tell us'})).toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('dialog', {name: 'tell us'})).toBeTruthy();

    fireEvent.click(screen.getByRole('button', {name: 'send'}));
    act(() => vi.advanceTimersByTime(EMBED_AUTO_CLOSE_MIN_MS - 1));
    expect(screen.getByRole('dialog', {name: 'tell us'})).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog', {name: 'tell us'})).toBeNull();
    expect(events.at(-1)).toBe('close');
  });

  it('closes at its ending button', () => {
    const {events} = show({kind: 'popup', open: undefined, trigger: {on: 'load'}});
    fireEvent.click(screen.getByRole('button', {name: 'finish'}));
    expect(screen.queryByRole('dialog', {name: 'tell us'})).toBeNull();
    expect(events.slice(-2)).toEqual(['endingButtonClick', 'close']);
  });

  it('opens on exit intent: the mouse moving up to the top of the window', () => {
    show({kind: 'popup', trigger: {on: 'exitIntent'}});
    fireEvent.mouseMove(document, {clientY: 300});
    fireEvent.mouseMove(document, {clientY: 400});
    expect(screen.queryByRole('dialog', {name: 'tell us'})).toBeNull();
    fireEvent.mouseMove(document, {clientY: 5});
    expect(screen.getByRole('dialog', {name: 'tell us'})).toBeTruthy();
  });

  it('opens at a scroll percentage', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: window.innerHeight * 3,
    });
    show({kind: 'popup', trigger: {on: 'scroll', percent: 50}});
    act(() => {
      window.scrollY = window.innerHeight * 0.5;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('dialog', {name: 'tell us'})).toBeNull();
    act(() => {
      window.scrollY = window.innerHeight;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('dialog', {name: 'tell us'})).toBeTruthy();
  });

  it('once closed with preventReopenOnClose, leaves a cookie and never opens by itself again', () => {
    const first = show({
      kind: 'popup',
      trigger: {on: 'load'},
      preventReopenOnClose: true,
    });
    fireEvent.click(screen.getByRole('button', {name: 'close'}));
    expect(first.events.at(-1)).toBe('close');
    expect(document.cookie).toContain('embed_closed_test-form=1');
    cleanup();

    show({kind: 'popup', trigger: {on: 'load'}, preventReopenOnClose: true});
    expect(screen.queryByRole('dialog', {name: 'tell us'})).toBeNull();
  });

  it('fills the screen of a phone, not of a big screen', () => {
    const coarse = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query) => ({matches: query === '(pointer: coarse)'}) as MediaQueryList,
      );
    Object.assign(window, {innerWidth: 390, innerHeight: 844});
    show({kind: 'popup', open: true});
    expect(screen.getByRole('dialog', {name: 'tell us'}).className).toContain(
      'embed--fullscreen',
    );
    cleanup();
    Object.assign(window, {innerWidth: 1024, innerHeight: 768});
    show({kind: 'popup', open: true});
    expect(screen.getByRole('dialog', {name: 'tell us'}).className).not.toContain(
      'embed--fullscreen',
    );
    coarse.mockRestore();
  });
});

describe('slider, popover and side tab', () => {
  it('a slider is a dialog of its own kind', () => {
    show({kind: 'slider', trigger: {on: 'load'}});
    expect(screen.getByRole('dialog', {name: 'tell us'}).className).toContain(
      'embed--slider',
    );
  });

  it.each(['popover', 'sidetab'] as const)(
    'a %s opens and closes from its launcher, in its colour with readable text',
    (kind) => {
      const {events} = show({kind, buttonColor: '#ffff00'});
      const launcher = screen.getByRole('button', {name: 'tell us'});
      expect(launcher.getAttribute('aria-expanded')).toBe('false');
      expect(launcher.style.background).toMatch(/#ffff00|rgb\(255, 255, 0\)/);
      expect(launcher.style.color).toBe('black');
      fireEvent.click(launcher);
      expect(launcher.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('dialog', {name: 'tell us'})).toBeTruthy();
      expect(events.slice(0, 2)).toEqual(['ready', 'theme']);
      fireEvent.click(launcher);
      expect(launcher.getAttribute('aria-expanded')).toBe('false');
      expect(events.at(-1)).toBe('close');
    },
  );

  it('refuses a colour that is not 3, 4, 6 or 8 hex digits', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => show({kind: 'popover', buttonColor: '#ff'})).toThrow(
      'Invalid hex color',
    );
  });
});

describe('with the form provider’s embed script', () => {
  const SDK_URL = 'https://embed.forms.example/next/embed.js';

  afterEach(() => {
    delete window.tf;
    for (const script of document.head.querySelectorAll('script')) script.remove();
  });

  function fakeSdk() {
    const created: {create: string; formId: string; options: Record<string, unknown>}[] =
      [];
    const unmounted: string[] = [];
    const create = (name: string) => (formId: string, options: object) => {
      created.push({create: name, formId, options: options as Record<string, unknown>});
      return {open: () => undefined, unmount: () => unmounted.push(formId)};
    };
    return {
      created,
      unmounted,
      sdk: {
        createWidget: create('createWidget'),
        createPopup: create('createPopup'),
        createSlider: create('createSlider'),
        createPopover: create('createPopover'),
        createSidetab: create('createSidetab'),
      },
    };
  }

  it('fetches the script only once a form opens', async () => {
    // happy-dom does not run scripts: the load fails, and says so.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show({kind: 'popup', trigger: {on: 'delay', ms: 1000}, sdkUrl: SDK_URL});
    expect(document.head.querySelector(`script[src="${SDK_URL}"]`)).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(document.head.querySelector(`script[src="${SDK_URL}"]`)).not.toBeNull();
  });

  it('hands the form to the provider and reports its callbacks as the shop’s events', async () => {
    const {created, unmounted, sdk} = fakeSdk();
    window.tf = sdk;
    const {events} = show({
      kind: 'popup',
      formId: 'provider-form',
      open: true,
      autoClose: true,
      sdkUrl: SDK_URL,
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(created).toHaveLength(1);
    const [{create, formId, options}] = created as [(typeof created)[number]];
    expect([create, formId, options.autoClose]).toEqual([
      'createPopup',
      'provider-form',
      EMBED_AUTO_CLOSE_MIN_MS,
    ]);
    expect(screen.queryByRole('button', {name: 'send'})).toBeNull();

    const call = (name: string, argument?: unknown) =>
      act(() => (options[name] as (value?: unknown) => void)(argument));
    call('onReady');
    call('onStarted', {responseId: 'r1'});
    call('onQuestionChanged');
    call('onHeightChanged', {height: 420});
    call('onSubmit', {responseId: 'r1'});
    call('onDuplicateDetected');
    call('onClose');
    expect(events).toEqual([
      'ready',
      'theme',
      'started',
      'screenChanged',
      'heightChanged',
      'submit',
      'duplicateDetected',
      'close',
    ]);
    cleanup();
    expect(unmounted).toEqual(['provider-form']);
  });

  it('its ending button closes the popup', async () => {
    const {created, sdk} = fakeSdk();
    window.tf = sdk;
    const {events} = show({kind: 'popup', trigger: {on: 'load'}, sdkUrl: SDK_URL});
    await act(async () => {
      await Promise.resolve();
    });
    act(() => (created[0]?.options.onEndingButtonClick as () => void)());
    expect(events).toEqual(['endingButtonClick', 'close']);
  });

  it.each([
    ['inline', 'createWidget'],
    ['slider', 'createSlider'],
    ['popover', 'createPopover'],
    ['sidetab', 'createSidetab'],
  ] as const)('a %s form is the provider’s %s', async (kind, create) => {
    const {created, sdk} = fakeSdk();
    window.tf = sdk;
    show({kind, open: true, sdkUrl: SDK_URL});
    await act(async () => {
      await Promise.resolve();
    });
    expect(created.map((entry) => entry.create)).toEqual([create]);
  });
});
