import {useEffect, useId, useRef, type KeyboardEvent, type ReactNode} from 'react';
import {useTranslation} from '~/i18n/react';
import {CloseIcon} from '~/ui/icons';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and a click on the backdrop all ask through this. */
  onClose: () => void;
  /** The dialog's heading; it also names the dialog. */
  title: ReactNode;
  children: ReactNode;
  /** False while the dialog must stay. */
  dismissible?: boolean;
  /** Extra class on the <dialog>, e.g. a wider layout. */
  className?: string;
}

/** The one modal dialog of the shop. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  dismissible = true,
  className,
}: DialogProps) {
  const {t} = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const dismiss = () => {
    if (dismissible) onClose();
  };

  useEffect(() => {
    const dialog = ref.current;
    // Unmounting while open (a navigation, say) must not leave the page inert.
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  // showModal() makes the page behind inert; Tab wraps around inside the dialog.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const controls = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE),
    ).filter((element) => element.getClientRects().length > 0);
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // The content fills the <dialog>: a click on the dialog itself is on the backdrop.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      onClick={(event) => event.target === event.currentTarget && dismiss()}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // The parent decides: it closes the dialog by setting open to false.
        event.preventDefault();
        dismiss();
      }}
      onClose={() => {
        opener.current?.focus();
        opener.current = null;
      }}
    >
      <div className="dialog__content">
        {/* Not a <header>: outside a section that would be a second banner landmark. */}
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button dialog__close"
            aria-label={t('shell.close')}
            onClick={onClose}
            disabled={!dismissible}
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
