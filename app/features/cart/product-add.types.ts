import type {ComponentType} from 'react';
import type {MoneyFragment} from '#graphql/storefrontapi.generated';

/** Starts an add from the product's form: the dialog opens, and the add runs when it may. */
export type StartAdd = (form: HTMLFormElement) => void;

/** What the product's dialog tells the welcome offer's form it holds. */
export interface WelcomeOfferFormProps {
  merchandiseId: string;
  price: MoneyFragment;
  productTitle: string;
  fetcherKey: string;
  busy: boolean;
  /** Set when the form works without JavaScript: the browser then follows the action to the cart. */
  redirectTo?: string;
}

/**
 * The welcome offer's form, handed to the product's dialog by the product route: the
 * offer belongs to promos, which sits above the cart (docs/architecture.md#feature-layers).
 */
export type WelcomeOfferFormSlot = ComponentType<WelcomeOfferFormProps>;
