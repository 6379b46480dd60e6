import type {EmbedEvent, EmbedKind} from './embed';

export type EmbedEmit = (
  event: EmbedEvent,
  detail?: {url?: string; height?: number; responseId?: string},
) => void;

/** The part of the form provider's embed SDK the shop uses: Typeform's `window.tf`. */
interface SdkEmbed {
  open?: () => void;
  unmount: () => void;
}

interface SdkOptions {
  container?: HTMLElement;
  autoClose?: number;
  buttonColor?: string;
  buttonText?: string;
  onReady?: () => void;
  onStarted?: (event: {responseId?: string}) => void;
  onQuestionChanged?: () => void;
  onHeightChanged?: (event: {height: number}) => void;
  onSubmit?: (event: {responseId?: string}) => void;
  onEndingButtonClick?: () => void;
  onDuplicateDetected?: () => void;
  onClose?: () => void;
}

const CREATE = {
  inline: 'createWidget',
  popup: 'createPopup',
  slider: 'createSlider',
  popover: 'createPopover',
  sidetab: 'createSidetab',
} as const satisfies Record<EmbedKind, string>;

type EmbedSdk = Record<
  (typeof CREATE)[EmbedKind],
  (formId: string, options: SdkOptions) => SdkEmbed
>;

declare global {
  interface Window {
    tf?: EmbedSdk;
  }
}

let loading: Promise<EmbedSdk> | null = null;

/** The provider's script, fetched once and only when a form is first opened. */
export function loadEmbedSdk(url: string): Promise<EmbedSdk> {
  if (window.tf) return Promise.resolve(window.tf);
  loading ??= new Promise<EmbedSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => (window.tf ? resolve(window.tf) : reject(new Error(url)));
    script.onerror = () => {
      loading = null;
      reject(new Error(`the embedded form provider's script did not load: ${url}`));
    };
    document.head.append(script);
  });
  return loading;
}

// The provider's embed of one form, its callbacks reported as the shop's embed events.
export function mountEmbed(
  sdk: EmbedSdk,
  kind: EmbedKind,
  formId: string,
  {
    container,
    emit,
    autoClose,
    buttonColor,
    title,
    onClose,
  }: {
    container: HTMLElement;
    emit: EmbedEmit;
    autoClose: number | null;
    buttonColor?: string;
    title: string;
    onClose: () => void;
  },
): () => void {
  const embed = sdk[CREATE[kind]](formId, {
    container,
    ...(autoClose === null ? {} : {autoClose}),
    ...(buttonColor ? {buttonColor} : {}),
    buttonText: title,
    onReady: () => {
      emit('ready');
      emit('theme');
    },
    onStarted: ({responseId}) => emit('started', {responseId}),
    onQuestionChanged: () => emit('screenChanged'),
    onHeightChanged: ({height}) => emit('heightChanged', {height}),
    onSubmit: ({responseId}) => emit('submit', {responseId}),
    onEndingButtonClick: () => emit('endingButtonClick'),
    onDuplicateDetected: () => emit('duplicateDetected'),
    onClose,
  });
  embed.open?.();
  return () => embed.unmount();
}
