import {
  Suspense,
  type ComponentType,
  useEffect,
  useLayoutEffect,
  type MutableRefObject,
} from 'react';
import {useFetcher} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {
  entryStep,
  isWhiteCheekBrush,
  type DialogEntry,
} from '@brush/rules/add-to-cart-dialog';
import type {MoneyFragment} from '#graphql/storefrontapi.generated';
import {AddToCartDialog, stepTitles} from './AddToCartDialog';
import {useAddToCartDialog, useRootCart} from './use-add-to-cart-dialog';
import {whiteCheekUnits} from './line-limits';
import {CART_PATH} from '~/lib/navigation';
import type {AddToCartButtonProps} from './AddToCartButton';

/** Starts an add from the product's form: the dialog opens, and the add runs when it may. */
export type StartAdd = (form: HTMLFormElement) => void;

export interface WelcomeOfferFormProps {
  merchandiseId: string;
  price: MoneyFragment;
  productTitle: string;
  fetcherKey: string;
  busy: boolean;
  /** Set when the form works without JavaScript. */
  redirectTo?: string;
}

/** The welcome offer's form, handed to the product's dialog by the product route. */
export type WelcomeOfferFormSlot = ComponentType<WelcomeOfferFormProps>;

type ProductAddDialogProps = Omit<
  AddToCartButtonProps,
  'lines' | 'disabled' | 'disabledLabel'
> & {
  /** Filled once this is loaded; the form's submit calls it. */
  start: MutableRefObject<StartAdd | null>;
  /** Filled once this is loaded; the welcome offer's link calls it. */
  startWelcome: MutableRefObject<(() => void) | null>;
  /** Told once the refs are filled: the welcome link then opens a dialog. */
  onReady: () => void;
  merchandiseId: string;
  /** Set when an add went ahead before this was loaded: the dialog then follows it. */
  startedEarly: MutableRefObject<boolean>;
  fetcherKey: string;
};

/** A product's add, loaded once the page is interactive (docs/product/cart.md). */
export default function ProductAddDialog({
  start,
  startWelcome,
  onReady,
  merchandiseId,
  price,
  startedEarly,
  fetcherKey,
  productTitle,
  productTags,
  recommendations,
  welcomeOfferForm: WelcomeOfferForm,
  onWelcomeAdded,
}: ProductAddDialogProps) {
  const {t} = useTranslation();
  const cart = useRootCart();
  const fetcher = useFetcher({key: fetcherKey});
  const entry: DialogEntry = {
    hasVariant: true,
    type: 'standard',
    freeOrPwywInCart: false,
    secondWhiteCheekBrush:
      isWhiteCheekBrush(productTags) && whiteCheekUnits(cart?.lines.nodes ?? []) > 0,
  };
  const dialog = useAddToCartDialog({fetcherKey, entry});
  const welcomeKey = `welcome:${merchandiseId}`;
  const welcome = useAddToCartDialog({
    fetcherKey: welcomeKey,
    entry: {...entry, type: 'welcome-bonus'},
  });

  // Every render, so the form always starts the add with the cart as it is now.
  useLayoutEffect(() => {
    start.current = (form) => {
      dialog.open();
      if (entryStep(entry) === 'LOADING') {
        void fetcher.submit(form, {method: 'POST', action: CART_PATH});
      }
    };
  });
  useLayoutEffect(() => {
    if (startedEarly.current) {
      startedEarly.current = false;
      dialog.follow();
    }
    startWelcome.current = welcome.open;
    onReady();
    return () => {
      start.current = null;
      startWelcome.current = null;
    };
    // Once, on load: the add that went ahead is followed a single time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (welcome.step === 'COMPLETED') onWelcomeAdded();
  }, [welcome.step, onWelcomeAdded]);

  // The route may hand in a form that loads on first use.
  const welcomeForm = (
    <Suspense fallback={null}>
      <WelcomeOfferForm
        merchandiseId={merchandiseId}
        price={price}
        productTitle={productTitle}
        fetcherKey={welcomeKey}
        busy={welcome.step === 'LOADING'}
      />
    </Suspense>
  );
  // Both dialogs end the same way: the product in the cart, with the recommendations.
  const shared = {
    limitedMessage: t('cart.dialog.secondWhiteCheek'),
    completedMessage: t('cart.dialog.addedItem', {title: productTitle}),
    recommendations,
  };
  const welcomeTitle = t('promos.welcome.title');
  return (
    <>
      <AddToCartDialog
        {...shared}
        step={welcome.step}
        onClose={() => welcome.send({type: 'CLOSE'})}
        titles={stepTitles(welcomeTitle, welcomeTitle, t('cart.dialog.added'))}
        screens={{WELCOME_BONUS: welcomeForm, LOADING: welcomeForm}}
        errors={welcome.errors}
      />
      <AddToCartDialog
        {...shared}
        step={dialog.step}
        onClose={() => dialog.send({type: 'CLOSE'})}
        titles={stepTitles(
          t('catalog.addToCart'),
          t('catalog.adding'),
          t('cart.dialog.added'),
        )}
        errors={dialog.errors}
      />
    </>
  );
}
