import {useEffect, useState, type ReactNode} from 'react';
import {Link} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {Dialog} from '~/ui/Dialog';
import type {
  DIALOG_CLOSED,
  DialogNext,
  DialogStep,
} from '@brush/rules/add-to-cart-dialog';
import {CART_PATH} from '~/lib/navigation';
import {ShippingUnavailableNote} from '~/features/markets/ShippingUnavailableNote';
import type {ConfirmationRecommendation} from './confirmation-recommendations.server';

/** Where the confirmation's link leads for the recommendations it does not show. */
const RECOMMENDATIONS_PATH = '/concept-store';

export interface AddToCartDialogProps {
  step: DialogNext;
  /** Asks the state machine to close (it refuses while LOADING). */
  onClose: () => void;
  /** The heading of each step the purchase type names itself. */
  titles: Omit<Record<DialogStep, string>, 'LIMITED' | 'SAIBIKOHO_LIMITED' | 'ERROR'>;
  /** What is being added, above every step. */
  summary?: ReactNode;
  /** The purchase type's own screens before the outcome (the price chooser on PWYW). */
  screens?: Partial<Record<DialogStep, ReactNode>>;
  /** Which limit the cart has reached, on LIMITED or SAIBIKOHO_LIMITED. */
  limitedMessage?: string;
  /** What is now in the cart, on COMPLETED. */
  completedMessage: string;
  /** The /cart action's errors, on ERROR; a generic message when it gave none. */
  errors: readonly {message: string}[];
  /** At most RECOMMENDATIONS_SHOWN products, on COMPLETED, with a link to the rest. */
  recommendations?: ReactNode;
  className?: string;
}

export default function AddToCartDialogView({
  step,
  onClose,
  titles,
  summary,
  screens,
  limitedMessage,
  completedMessage,
  errors,
  recommendations,
  className,
  dismissible,
}: AddToCartDialogProps & {
  /** Whether the step may close, decided by ./AddToCartDialog. */
  dismissible: boolean;
}) {
  const {t} = useTranslation();
  const allTitles: Record<DialogStep, string> = {
    ...titles,
    LIMITED: t('cart.dialog.limitedTitle'),
    SAIBIKOHO_LIMITED: t('cart.dialog.limitedTitle'),
    ERROR: t('cart.dialog.errorTitle'),
  };
  // Every purchase type ends the same way: a message, then the way on.
  const outcome = (message: ReactNode) => (
    <>
      {message}
      <div className="add-to-cart-dialog__actions">
        <Link to={CART_PATH} className="button">
          {t('cart.dialog.viewCart')}
        </Link>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('cart.dialog.keepShopping')}
        </button>
      </div>
    </>
  );
  // The literal, checked against the constant's type: importing it would share it.
  const open = step !== ('CLOSED' satisfies typeof DIALOG_CLOSED);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={open ? allTitles[step] : ''}
      dismissible={dismissible}
      className={className}
    >
      {summary}
      {open ? screens?.[step] : null}
      {(step === 'LIMITED' || step === 'SAIBIKOHO_LIMITED') &&
        outcome(<p>{limitedMessage ?? t('cart.dialog.limitedTitle')}</p>)}
      {step === 'ERROR' &&
        outcome(
          <p role="alert" className="notice notice--error">
            {errors.length > 0
              ? errors.map((error) => error.message).join(' ')
              : t('cart.errors.generic')}
          </p>,
        )}
      {step === 'COMPLETED' &&
        outcome(
          <>
            <p role="status">{completedMessage}</p>
            <ShippingUnavailableNote />
          </>,
        )}
      {step === 'COMPLETED' ? (
        <section
          className="add-to-cart-dialog__recommendations"
          aria-label={t('cart.dialog.recommendations')}
        >
          <h3>{t('cart.dialog.recommendations')}</h3>
          {/* A confirmation whose page brings none asks for its own once the add is done. */}
          {recommendations ?? <ConfirmationRecommendations />}
          <Link to={RECOMMENDATIONS_PATH} className="section-link">
            {t('cart.dialog.moreRecommendations')}
          </Link>
        </section>
      ) : null}
    </Dialog>
  );
}

/** The recommendations of a confirmation whose page has none of its own. */
function ConfirmationRecommendations() {
  const [recommendations, setRecommendations] = useState<ConfirmationRecommendation[]>(
    [],
  );
  useEffect(() => {
    let current = true;
    fetch('/api/recommendations', {headers: {Accept: 'application/json'}})
      .then((response) =>
        response.ok
          ? (response.json() as Promise<{recommendations: ConfirmationRecommendation[]}>)
          : null,
      )
      .then((answer) => {
        if (current && answer) setRecommendations(answer.recommendations);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  if (recommendations.length === 0) return null;
  return (
    <ul className="product-grid confirmation-recommendations">
      {recommendations.map((product) => (
        <li key={product.handle}>
          <Link to={`/products/${product.handle}`} prefetch="none">
            {product.image ? (
              <img
                src={product.image.url}
                alt={product.image.altText ?? ''}
                loading="lazy"
                width={160}
                height={160}
              />
            ) : null}
            <span>{product.title}</span> <span>{product.price}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
