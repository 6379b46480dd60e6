import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {useTranslation} from '~/i18n/react';
import {Dialog} from '~/ui/Dialog';
import {CloseIcon} from '~/ui/icons';
import {
  autoCloseDelayMs,
  embedClosedCookie,
  embedRedirect,
  embedsFullscreen,
  isEmbedClosed,
  isExitIntent,
  scrollTriggerFires,
  textColorFor,
  type EmbedKind,
  type EmbedTrigger,
} from './embed';
import {EXIT_INTENT_THRESHOLD_PX} from '@brush/rules/limits';
import {loadEmbedSdk, mountEmbed, type EmbedEmit} from './embed-sdk';

export interface EmbeddedFormProps {
  /** The provider's form id: it names the closed-popup cookie too. */
  formId: string;
  kind: EmbedKind;
  /** The form's accessible name (the dialog's title, the launcher's label). */
  title: string;
  /** Opened from outside; otherwise the trigger (or the launcher) opens it. */
  open?: boolean;
  trigger?: EmbedTrigger;
  /** Closes itself this long after a submit (true: the shortest allowed). */
  autoClose?: number | boolean;
  /** Closing leaves a cookie, and the trigger never opens it again. */
  preventReopenOnClose?: boolean;
  /** The launcher's colour (popover and side tab): 3, 4, 6 or 8 hex digits. */
  buttonColor?: string;
  closable?: boolean;
  onEvent?: EmbedEmit;
  onClose?: () => void;
  sdkUrl?: string | null;
  /** The built-in form (the local stand-in for the provider's), given the events to emit. */
  children: (emit: EmbedEmit) => ReactNode;
}

/** Opens when the trigger fires, unless a closed-popup cookie says not to. */
function useTrigger(trigger: EmbedTrigger | undefined, allowed: boolean): boolean {
  const [fired, setFired] = useState(false);
  useEffect(() => {
    if (!trigger || !allowed || fired) return;
    const fire = () => setFired(true);
    switch (trigger.on) {
      case 'load':
        fire();
        return;
      case 'delay': {
        const timer = window.setTimeout(fire, trigger.ms);
        return () => window.clearTimeout(timer);
      }
      case 'exitIntent': {
        let previousY = Number.POSITIVE_INFINITY;
        const thresholdPx = trigger.thresholdPx ?? EXIT_INTENT_THRESHOLD_PX;
        const onMove = (event: MouseEvent) => {
          if (isExitIntent({previousY, y: event.clientY, thresholdPx})) fire();
          previousY = event.clientY;
        };
        document.addEventListener('mousemove', onMove);
        return () => document.removeEventListener('mousemove', onMove);
      }
      case 'scroll':
      case 'pageEnd': {
        const onScroll = () => {
          const position = {
            scrollY: window.scrollY,
            viewportHeight: window.innerHeight,
            documentHeight: document.documentElement.scrollHeight,
          };
          if (scrollTriggerFires(trigger, position)) fire();
        };
        window.addEventListener('scroll', onScroll, {passive: true});
        return () => window.removeEventListener('scroll', onScroll);
      }
    }
  }, [trigger, allowed, fired]);
  return fired;
}

/** The launcher's colours, checked: an invalid colour is the page's mistake, and says so. */
function launcherStyle(buttonColor: string | undefined): CSSProperties | undefined {
  if (!buttonColor) return undefined;
  const hex = `#${buttonColor.trim().replace(/^#/, '')}`;
  return {background: hex, color: textColorFor(buttonColor)};
}

function isFullscreen(): boolean {
  return embedsFullscreen({
    mobile: window.matchMedia('(pointer: coarse)').matches,
    width: window.innerWidth,
    height: window.innerHeight,
  });
}

/** An embedded form (docs/product/growth.md#embedded-forms): in the page (inline). */
export function EmbeddedForm({
  formId,
  kind,
  title,
  open: openFromOutside,
  trigger,
  autoClose,
  preventReopenOnClose = false,
  buttonColor,
  closable = true,
  onEvent,
  onClose,
  sdkUrl,
  children,
}: EmbeddedFormProps) {
  const [closedByCookie] = useState(
    () =>
      preventReopenOnClose &&
      typeof document !== 'undefined' &&
      isEmbedClosed(document.cookie, formId),
  );
  const triggered = useTrigger(trigger, !closedByCookie);
  const [launched, setLaunched] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open =
    kind === 'inline' || (openFromOutside ?? ((triggered || launched) && !dismissed));
  const panelId = useId();
  const content = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const {t} = useTranslation();

  // The page's handlers may change every render; the form's events keep their identity.
  const handlers = useRef({onEvent, onClose});
  handlers.current = {onEvent, onClose};

  const close = useCallback(() => {
    if (preventReopenOnClose) document.cookie = embedClosedCookie(formId);
    setDismissed(true);
    setLaunched(false);
    handlers.current.onEvent?.('close');
    handlers.current.onClose?.();
  }, [formId, preventReopenOnClose]);

  const emit = useCallback<EmbedEmit>(
    (event, detail) => {
      handlers.current.onEvent?.(event, detail);
      if (event === 'redirect') {
        const target = embedRedirect(detail?.url, window.location.href);
        if ('fail' in target) console.error(target.fail);
        else window.location.assign(target.go);
      }
      // The ending button ends a form shown over the page.
      if (event === 'endingButtonClick' && kind !== 'inline') close();
      // The provider closes its own embed after a submit (its autoClose option).
      if (event === 'submit' && kind !== 'inline' && !sdkUrl) {
        const delay = autoCloseDelayMs(autoClose);
        if (delay !== null) window.setTimeout(close, delay);
      }
    },
    [autoClose, close, kind, sdkUrl],
  );

  useEffect(() => {
    const container = content.current;
    if (!sdkUrl || !open || !container) return;
    let live = true;
    let unmount: (() => void) | null = null;
    loadEmbedSdk(sdkUrl)
      .then((sdk) => {
        if (!live) return;
        unmount = mountEmbed(sdk, kind, formId, {
          container,
          emit,
          autoClose: autoCloseDelayMs(autoClose),
          buttonColor,
          title,
          onClose: close,
        });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      live = false;
      unmount?.();
    };
  }, [sdkUrl, open, kind, formId, emit, autoClose, buttonColor, title, close]);

  useEffect(() => {
    const element = content.current;
    if (sdkUrl || !open || !element) return;
    emit('ready');
    emit('theme');
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) emit('heightChanged', {height: Math.round(entry.contentRect.height)});
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [sdkUrl, open, emit]);

  const body = sdkUrl ? (
    <div ref={content} className="embed__form" />
  ) : (
    <div
      ref={content}
      className="embed__form"
      onInput={() => {
        if (started.current) return;
        started.current = true;
        emit('started');
      }}
      onSubmit={() => emit('submit')}
    >
      {children(emit)}
    </div>
  );

  if (sdkUrl && (kind === 'popup' || kind === 'slider')) {
    // The provider draws its own overlay; the page keeps only where it mounts.
    return <div ref={content} className="embed embed--provider" />;
  }

  if (kind === 'inline') {
    return (
      <section className="embed embed--inline" aria-label={title}>
        {body}
      </section>
    );
  }

  if (kind === 'popup' || kind === 'slider') {
    const fullscreen = kind === 'popup' && open && isFullscreen();
    return (
      <Dialog
        open={open}
        onClose={close}
        title={title}
        dismissible={closable}
        className={`embed embed--${kind}${fullscreen ? ' embed--fullscreen' : ''}`}
      >
        {open && body}
      </Dialog>
    );
  }

  return (
    <div className={`embed embed--${kind}`}>
      <button
        type="button"
        className="embed__launcher"
        style={launcherStyle(buttonColor)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (open) close();
          else {
            setDismissed(false);
            setLaunched(true);
          }
        }}
      >
        {title}
      </button>
      <div
        id={panelId}
        role="dialog"
        aria-label={title}
        className="embed__panel"
        hidden={!open}
      >
        {closable && (
          <button
            type="button"
            className="embed__close icon-button"
            aria-label={t('shell.close')}
            onClick={close}
          >
            <CloseIcon />
          </button>
        )}
        {open && body}
      </div>
    </div>
  );
}
