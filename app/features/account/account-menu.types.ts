/** What the dropdown knows about the shopper (docs/product/accounts.md#account-dropdown). */
export type AccountMenuState =
  | {status: 'signedOut'}
  | {
      status: 'signedIn';
      firstName: string | null;
      lastName: string | null;
      displayName: string;
      /** Formatted in the shopper's currency and language; null when the customer has none. */
      storeCredit: string | null;
    };
