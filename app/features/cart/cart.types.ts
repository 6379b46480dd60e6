import type {CartApiQueryFragment} from '#graphql/storefrontapi.generated';

/**
 * The cart as the shop reads it: the page, the dialogs and the /cart action all show this, so
 * it lives apart from the server code that loads it.
 */
export type Cart = CartApiQueryFragment;

/** What the cart page offers on each free line: the line that brought it and the choices. */
export interface BogoSwapChoices {
  mainTitle: string;
  choices: {id: string; title: string}[];
}
