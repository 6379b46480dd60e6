/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from '@shopify/hydrogen/storefront-api-types';

export type CustomerAccessTokenCreateWithMultipassMutationVariables =
  StorefrontAPI.Exact<{
    multipassToken: StorefrontAPI.Scalars['String']['input'];
  }>;

export type CustomerAccessTokenCreateWithMultipassMutation = {
  customerAccessTokenCreateWithMultipass?: StorefrontAPI.Maybe<{
    customerAccessToken?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>
    >;
    customerUserErrors: Array<
      Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
    >;
  }>;
};

export type CustomerAccessTokenDeleteMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;

export type CustomerAccessTokenDeleteMutation = {
  customerAccessTokenDelete?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.CustomerAccessTokenDeletePayload, 'deletedAccessToken'>
  >;
};

export type CustomerSessionsRevokeMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  password: StorefrontAPI.Scalars['String']['input'];
}>;

export type CustomerSessionsRevokeMutation = {
  customerUpdate?: StorefrontAPI.Maybe<{
    customerAccessToken?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.CustomerAccessToken, 'accessToken'>
    >;
    customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'message'>>;
  }>;
};

export type CustomerQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;

export type CustomerQuery = {
  customer?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Customer,
      'id' | 'email' | 'firstName' | 'lastName' | 'displayName' | 'tags'
    > & {
      storeCredit?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      secretShopClaimed?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
    }
  >;
};

export type OrderMoneyFragment = Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;

type OrderDiscountName_AutomaticDiscountApplication_Fragment = Pick<
  StorefrontAPI.AutomaticDiscountApplication,
  'title'
>;

type OrderDiscountName_DiscountCodeApplication_Fragment = Pick<
  StorefrontAPI.DiscountCodeApplication,
  'code'
>;

type OrderDiscountName_ManualDiscountApplication_Fragment = Pick<
  StorefrontAPI.ManualDiscountApplication,
  'title'
>;

type OrderDiscountName_ScriptDiscountApplication_Fragment = Pick<
  StorefrontAPI.ScriptDiscountApplication,
  'title'
>;

export type OrderDiscountNameFragment =
  | OrderDiscountName_AutomaticDiscountApplication_Fragment
  | OrderDiscountName_DiscountCodeApplication_Fragment
  | OrderDiscountName_ManualDiscountApplication_Fragment
  | OrderDiscountName_ScriptDiscountApplication_Fragment;

export type OrderLineFragment = Pick<
  StorefrontAPI.OrderLineItem,
  'title' | 'quantity'
> & {
  customAttributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  originalTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  discountedTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  discountAllocations: Array<{
    allocatedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    discountApplication:
      | Pick<StorefrontAPI.AutomaticDiscountApplication, 'title'>
      | Pick<StorefrontAPI.DiscountCodeApplication, 'code'>
      | Pick<StorefrontAPI.ManualDiscountApplication, 'title'>
      | Pick<StorefrontAPI.ScriptDiscountApplication, 'title'>;
  }>;
  variant?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.ProductVariant, 'id' | 'sku'> & {
      selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
      image?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
      >;
      product: Pick<StorefrontAPI.Product, 'handle'>;
    }
  >;
};

type OrderDiscount_AutomaticDiscountApplication_Fragment = Pick<
  StorefrontAPI.AutomaticDiscountApplication,
  'title'
> & {value: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>};

type OrderDiscount_DiscountCodeApplication_Fragment = Pick<
  StorefrontAPI.DiscountCodeApplication,
  'code'
> & {value: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>};

type OrderDiscount_ManualDiscountApplication_Fragment = Pick<
  StorefrontAPI.ManualDiscountApplication,
  'title'
> & {value: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>};

type OrderDiscount_ScriptDiscountApplication_Fragment = Pick<
  StorefrontAPI.ScriptDiscountApplication,
  'title'
> & {value: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>};

export type OrderDiscountFragment =
  | OrderDiscount_AutomaticDiscountApplication_Fragment
  | OrderDiscount_DiscountCodeApplication_Fragment
  | OrderDiscount_ManualDiscountApplication_Fragment
  | OrderDiscount_ScriptDiscountApplication_Fragment;

export type CustomerOrdersQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  linesFirst: StorefrontAPI.Scalars['Int']['input'];
  discountsFirst: StorefrontAPI.Scalars['Int']['input'];
}>;

export type CustomerOrdersQuery = {
  customer?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Customer, 'id' | 'email'> & {
      orders: {
        nodes: Array<
          Pick<
            StorefrontAPI.Order,
            | 'id'
            | 'name'
            | 'processedAt'
            | 'canceledAt'
            | 'fulfillmentStatus'
            | 'statusUrl'
          > & {
            shippingAddress?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MailingAddress, 'formatted'>
            >;
            lineItems: {
              nodes: Array<
                Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'> & {
                  customAttributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
                  originalTotalPrice: Pick<
                    StorefrontAPI.MoneyV2,
                    'amount' | 'currencyCode'
                  >;
                  discountedTotalPrice: Pick<
                    StorefrontAPI.MoneyV2,
                    'amount' | 'currencyCode'
                  >;
                  discountAllocations: Array<{
                    allocatedAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'amount' | 'currencyCode'
                    >;
                    discountApplication:
                      | Pick<StorefrontAPI.AutomaticDiscountApplication, 'title'>
                      | Pick<StorefrontAPI.DiscountCodeApplication, 'code'>
                      | Pick<StorefrontAPI.ManualDiscountApplication, 'title'>
                      | Pick<StorefrontAPI.ScriptDiscountApplication, 'title'>;
                  }>;
                  variant?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.ProductVariant, 'id' | 'sku'> & {
                      selectedOptions: Array<
                        Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                      >;
                      image?: StorefrontAPI.Maybe<
                        Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
                      >;
                      product: Pick<StorefrontAPI.Product, 'handle'>;
                    }
                  >;
                }
              >;
            };
            discountApplications: {
              nodes: Array<
                | (Pick<StorefrontAPI.AutomaticDiscountApplication, 'title'> & {
                    value: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                  })
                | (Pick<StorefrontAPI.DiscountCodeApplication, 'code'> & {
                    value: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                  })
                | (Pick<StorefrontAPI.ManualDiscountApplication, 'title'> & {
                    value: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                  })
                | (Pick<StorefrontAPI.ScriptDiscountApplication, 'title'> & {
                    value: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                  })
              >;
            };
            subtotalPrice?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            >;
            totalShippingPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            shippingDiscountAllocations: Array<{
              allocatedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            }>;
            totalTax?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            >;
            originalTotalDuties?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            >;
            totalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            successfulFulfillments?: StorefrontAPI.Maybe<
              Array<
                Pick<StorefrontAPI.Fulfillment, 'trackingCompany'> & {
                  trackingInfo: Array<
                    Pick<StorefrontAPI.FulfillmentTrackingInfo, 'number' | 'url'>
                  >;
                }
              >
            >;
          }
        >;
      };
    }
  >;
};

type CartLineFields_CartLine_Fragment = Pick<
  StorefrontAPI.CartLine,
  'id' | 'quantity'
> & {
  attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  cost: {
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
    >;
  };
  discountAllocations: Array<
    | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
        discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      })
    | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
        discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      })
    | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
        discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      })
  >;
  merchandise: Pick<
    StorefrontAPI.ProductVariant,
    'id' | 'title' | 'sku' | 'availableForSale'
  > & {
    price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    compareAtPrice?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
    >;
    image?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
    >;
    selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
    cartDescription?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
    product: Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'tags'>;
  };
};

type CartLineFields_ComponentizableCartLine_Fragment = Pick<
  StorefrontAPI.ComponentizableCartLine,
  'id' | 'quantity'
> & {
  attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  cost: {
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
    >;
  };
  discountAllocations: Array<
    | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
        discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      })
    | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
        discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      })
    | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
        discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      })
  >;
  merchandise: Pick<
    StorefrontAPI.ProductVariant,
    'id' | 'title' | 'sku' | 'availableForSale'
  > & {
    price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    compareAtPrice?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
    >;
    image?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
    >;
    selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
    cartDescription?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
    product: Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'tags'>;
  };
};

export type CartLineFieldsFragment =
  | CartLineFields_CartLine_Fragment
  | CartLineFields_ComponentizableCartLine_Fragment;

export type CartFieldsFragment = Pick<
  StorefrontAPI.Cart,
  'id' | 'checkoutUrl' | 'totalQuantity' | 'createdAt' | 'updatedAt' | 'note'
> & {
  attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email'>;
  cost: {
    subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  };
  discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>;
  discountAllocations: Array<
    | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
        discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      })
    | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
        discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      })
    | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
        discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      })
  >;
};

export type CartApiQueryFragment = Pick<
  StorefrontAPI.Cart,
  'id' | 'checkoutUrl' | 'totalQuantity' | 'createdAt' | 'updatedAt' | 'note'
> & {
  lines: {
    nodes: Array<
      | (Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
          attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
          cost: {
            totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            >;
          };
          discountAllocations: Array<
            | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
                discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              })
            | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
                discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              })
            | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
                discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              })
          >;
          merchandise: Pick<
            StorefrontAPI.ProductVariant,
            'id' | 'title' | 'sku' | 'availableForSale'
          > & {
            price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            compareAtPrice?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            >;
            image?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
            cartDescription?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
            product: Pick<
              StorefrontAPI.Product,
              'id' | 'handle' | 'title' | 'vendor' | 'tags'
            >;
          };
        })
      | (Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'> & {
          attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
          cost: {
            totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            >;
          };
          discountAllocations: Array<
            | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
                discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              })
            | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
                discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              })
            | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
                discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              })
          >;
          merchandise: Pick<
            StorefrontAPI.ProductVariant,
            'id' | 'title' | 'sku' | 'availableForSale'
          > & {
            price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            compareAtPrice?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            >;
            image?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
            cartDescription?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
            product: Pick<
              StorefrontAPI.Product,
              'id' | 'handle' | 'title' | 'vendor' | 'tags'
            >;
          };
        })
    >;
  };
  attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email'>;
  cost: {
    subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  };
  discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>;
  discountAllocations: Array<
    | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
        discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      })
    | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
        discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      })
    | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
        discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      })
  >;
};

export type CartApiMutationFragment = Pick<
  StorefrontAPI.Cart,
  'id' | 'checkoutUrl' | 'totalQuantity' | 'createdAt' | 'updatedAt' | 'note'
> & {
  lines: {
    nodes: Array<
      | (Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
          attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
          cost: {
            totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            >;
          };
          discountAllocations: Array<
            | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
                discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              })
            | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
                discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              })
            | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
                discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              })
          >;
          merchandise: Pick<
            StorefrontAPI.ProductVariant,
            'id' | 'title' | 'sku' | 'availableForSale'
          > & {
            price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            compareAtPrice?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            >;
            image?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
            cartDescription?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
            product: Pick<
              StorefrontAPI.Product,
              'id' | 'handle' | 'title' | 'vendor' | 'tags'
            >;
          };
        })
      | (Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'> & {
          attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
          cost: {
            totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            >;
          };
          discountAllocations: Array<
            | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
                discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              })
            | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
                discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              })
            | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
                discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              })
          >;
          merchandise: Pick<
            StorefrontAPI.ProductVariant,
            'id' | 'title' | 'sku' | 'availableForSale'
          > & {
            price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            compareAtPrice?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            >;
            image?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
            cartDescription?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
            product: Pick<
              StorefrontAPI.Product,
              'id' | 'handle' | 'title' | 'vendor' | 'tags'
            >;
          };
        })
    >;
  };
  attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email'>;
  cost: {
    subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  };
  discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>;
  discountAllocations: Array<
    | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
        discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      })
    | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
        discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      })
    | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
        discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      })
  >;
};

export type CountryRebuildCartQueryVariables = StorefrontAPI.Exact<{
  cartId: StorefrontAPI.Scalars['ID']['input'];
  variantsLimit: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CountryRebuildCartQuery = {
  cart?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Cart, 'id' | 'createdAt'> & {
      attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
      buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email'>;
      cost: {subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>};
      lines: {
        nodes: Array<
          | (Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
              attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
              merchandise: Pick<StorefrontAPI.ProductVariant, 'id' | 'sku'> & {
                selectedOptions: Array<
                  Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                >;
                product: Pick<StorefrontAPI.Product, 'id' | 'title' | 'tags'> & {
                  variants: {
                    nodes: Array<
                      Pick<
                        StorefrontAPI.ProductVariant,
                        'id' | 'sku' | 'availableForSale'
                      > & {
                        selectedOptions: Array<
                          Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                        >;
                        hidden?: StorefrontAPI.Maybe<
                          Pick<StorefrontAPI.Metafield, 'value'>
                        >;
                      }
                    >;
                  };
                };
              };
            })
          | (Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'> & {
              attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
              merchandise: Pick<StorefrontAPI.ProductVariant, 'id' | 'sku'> & {
                selectedOptions: Array<
                  Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                >;
                product: Pick<StorefrontAPI.Product, 'id' | 'title' | 'tags'> & {
                  variants: {
                    nodes: Array<
                      Pick<
                        StorefrontAPI.ProductVariant,
                        'id' | 'sku' | 'availableForSale'
                      > & {
                        selectedOptions: Array<
                          Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                        >;
                        hidden?: StorefrontAPI.Maybe<
                          Pick<StorefrontAPI.Metafield, 'value'>
                        >;
                      }
                    >;
                  };
                };
              };
            })
        >;
      };
    }
  >;
};

export type CountryRebuildMutationVariables = StorefrontAPI.Exact<{
  oldCartId: StorefrontAPI.Scalars['ID']['input'];
  clearEmail: StorefrontAPI.Scalars['Boolean']['input'];
  input: StorefrontAPI.CartInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CountryRebuildMutation = {
  oldCart?: StorefrontAPI.Maybe<{
    userErrors: Array<Pick<StorefrontAPI.CartUserError, 'message'>>;
  }>;
  cartCreate?: StorefrontAPI.Maybe<{
    cart?: StorefrontAPI.Maybe<
      Pick<
        StorefrontAPI.Cart,
        'id' | 'checkoutUrl' | 'totalQuantity' | 'createdAt' | 'updatedAt' | 'note'
      > & {
        lines: {
          nodes: Array<
            | (Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
                attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
                cost: {
                  totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                  subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                  amountPerQuantity: Pick<
                    StorefrontAPI.MoneyV2,
                    'amount' | 'currencyCode'
                  >;
                  compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                  >;
                };
                discountAllocations: Array<
                  | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
                      discountedAmount: Pick<
                        StorefrontAPI.MoneyV2,
                        'amount' | 'currencyCode'
                      >;
                    })
                  | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
                      discountedAmount: Pick<
                        StorefrontAPI.MoneyV2,
                        'amount' | 'currencyCode'
                      >;
                    })
                  | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
                      discountedAmount: Pick<
                        StorefrontAPI.MoneyV2,
                        'amount' | 'currencyCode'
                      >;
                    })
                >;
                merchandise: Pick<
                  StorefrontAPI.ProductVariant,
                  'id' | 'title' | 'sku' | 'availableForSale'
                > & {
                  price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                  compareAtPrice?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                  >;
                  image?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
                  >;
                  selectedOptions: Array<
                    Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                  >;
                  cartDescription?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.Metafield, 'value'>
                  >;
                  product: Pick<
                    StorefrontAPI.Product,
                    'id' | 'handle' | 'title' | 'vendor' | 'tags'
                  >;
                };
              })
            | (Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'> & {
                attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
                cost: {
                  totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                  subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                  amountPerQuantity: Pick<
                    StorefrontAPI.MoneyV2,
                    'amount' | 'currencyCode'
                  >;
                  compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                  >;
                };
                discountAllocations: Array<
                  | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
                      discountedAmount: Pick<
                        StorefrontAPI.MoneyV2,
                        'amount' | 'currencyCode'
                      >;
                    })
                  | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
                      discountedAmount: Pick<
                        StorefrontAPI.MoneyV2,
                        'amount' | 'currencyCode'
                      >;
                    })
                  | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
                      discountedAmount: Pick<
                        StorefrontAPI.MoneyV2,
                        'amount' | 'currencyCode'
                      >;
                    })
                >;
                merchandise: Pick<
                  StorefrontAPI.ProductVariant,
                  'id' | 'title' | 'sku' | 'availableForSale'
                > & {
                  price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                  compareAtPrice?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                  >;
                  image?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
                  >;
                  selectedOptions: Array<
                    Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                  >;
                  cartDescription?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.Metafield, 'value'>
                  >;
                  product: Pick<
                    StorefrontAPI.Product,
                    'id' | 'handle' | 'title' | 'vendor' | 'tags'
                  >;
                };
              })
          >;
        };
        attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
        buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email'>;
        cost: {
          subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
          totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
        };
        discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>;
        discountAllocations: Array<
          | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
              discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            })
          | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
              discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            })
          | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
              discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            })
        >;
      }
    >;
    userErrors: Array<Pick<StorefrontAPI.CartUserError, 'field' | 'message' | 'code'>>;
  }>;
};

export type CartOffersFragment = {
  freeItemRules?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  bogoOffers?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
};

export type CartOffersQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CartOffersQuery = {
  shop: {
    freeItemRules?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
    bogoOffers?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  };
};

export type CartFlowVariantFragment = Pick<
  StorefrontAPI.ProductVariant,
  'id' | 'sku' | 'availableForSale' | 'currentlyNotInStock'
> & {
  price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  product: Pick<StorefrontAPI.Product, 'id' | 'title' | 'tags'> & {
    seoHidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
    collections: {nodes: Array<Pick<StorefrontAPI.Collection, 'id' | 'handle'>>};
  };
};

export type CartFlowVariantQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  id: StorefrontAPI.Scalars['ID']['input'];
  collectionsLimit: StorefrontAPI.Scalars['Int']['input'];
}>;

export type CartFlowVariantQuery = {
  node?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.ProductVariant,
      'id' | 'sku' | 'availableForSale' | 'currentlyNotInStock'
    > & {
      price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      product: Pick<StorefrontAPI.Product, 'id' | 'title' | 'tags'> & {
        seoHidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        collections: {nodes: Array<Pick<StorefrontAPI.Collection, 'id' | 'handle'>>};
      };
    }
  >;
};

export type CartWriteQueryVariables = StorefrontAPI.Exact<{
  cartId?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['ID']['input']>;
  withCart: StorefrontAPI.Scalars['Boolean']['input'];
  numCartLines: StorefrontAPI.Scalars['Int']['input'];
  withOffers: StorefrontAPI.Scalars['Boolean']['input'];
  variantIds:
    | Array<StorefrontAPI.Scalars['ID']['input']>
    | StorefrontAPI.Scalars['ID']['input'];
  collectionsLimit: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CartWriteQuery = {
  cart?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Cart,
      'id' | 'checkoutUrl' | 'totalQuantity' | 'createdAt' | 'updatedAt' | 'note'
    > & {
      lines: {
        nodes: Array<
          | (Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
              attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
              cost: {
                totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                >;
              };
              discountAllocations: Array<
                | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
                    discountedAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'amount' | 'currencyCode'
                    >;
                  })
                | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
                    discountedAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'amount' | 'currencyCode'
                    >;
                  })
                | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
                    discountedAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'amount' | 'currencyCode'
                    >;
                  })
              >;
              merchandise: Pick<
                StorefrontAPI.ProductVariant,
                'id' | 'title' | 'sku' | 'availableForSale'
              > & {
                price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                compareAtPrice?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                >;
                image?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
                >;
                selectedOptions: Array<
                  Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                >;
                cartDescription?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Metafield, 'value'>
                >;
                product: Pick<
                  StorefrontAPI.Product,
                  'id' | 'handle' | 'title' | 'vendor' | 'tags'
                >;
              };
            })
          | (Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'> & {
              attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
              cost: {
                totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                >;
              };
              discountAllocations: Array<
                | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
                    discountedAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'amount' | 'currencyCode'
                    >;
                  })
                | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
                    discountedAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'amount' | 'currencyCode'
                    >;
                  })
                | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
                    discountedAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'amount' | 'currencyCode'
                    >;
                  })
              >;
              merchandise: Pick<
                StorefrontAPI.ProductVariant,
                'id' | 'title' | 'sku' | 'availableForSale'
              > & {
                price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                compareAtPrice?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                >;
                image?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
                >;
                selectedOptions: Array<
                  Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                >;
                cartDescription?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Metafield, 'value'>
                >;
                product: Pick<
                  StorefrontAPI.Product,
                  'id' | 'handle' | 'title' | 'vendor' | 'tags'
                >;
              };
            })
        >;
      };
      attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
      buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email'>;
      cost: {
        subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
        totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      };
      discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>;
      discountAllocations: Array<
        | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
            discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
          })
        | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
            discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
          })
        | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
            discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
          })
      >;
    }
  >;
  shop?: {
    freeItemRules?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
    bogoOffers?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  };
  variants: Array<
    StorefrontAPI.Maybe<
      Pick<
        StorefrontAPI.ProductVariant,
        'id' | 'sku' | 'availableForSale' | 'currentlyNotInStock'
      > & {
        price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
        hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        product: Pick<StorefrontAPI.Product, 'id' | 'title' | 'tags'> & {
          seoHidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          collections: {nodes: Array<Pick<StorefrontAPI.Collection, 'id' | 'handle'>>};
        };
      }
    >
  >;
};

export type BogoChoicesQueryVariables = StorefrontAPI.Exact<{
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type BogoChoicesQuery = {
  nodes: Array<
    StorefrontAPI.Maybe<
      Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'> & {
        product: Pick<StorefrontAPI.Product, 'title'>;
      }
    >
  >;
};

export type CollectionSummaryFragment = Pick<
  StorefrontAPI.Collection,
  'id' | 'handle' | 'title' | 'description'
> & {
  image?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
  >;
};

export type HomeQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  bestSellersHandle: StorefrontAPI.Scalars['String']['input'];
  bestSellersCount: StorefrontAPI.Scalars['Int']['input'];
  eyeBrushesHandle: StorefrontAPI.Scalars['String']['input'];
  faceBrushesHandle: StorefrontAPI.Scalars['String']['input'];
  conceptStoreHandle: StorefrontAPI.Scalars['String']['input'];
  variantsLimit: StorefrontAPI.Scalars['Int']['input'];
}>;

export type HomeQuery = {
  bestSellers?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'> & {
      products: {
        nodes: Array<
          Pick<
            StorefrontAPI.Product,
            'id' | 'handle' | 'title' | 'productType' | 'tags'
          > & {
            headline?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
            featuredImage?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            variants: {
              nodes: Array<
                Pick<
                  StorefrontAPI.ProductVariant,
                  'id' | 'sku' | 'availableForSale' | 'currentlyNotInStock'
                > & {
                  selectedOptions: Array<
                    Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                  >;
                  price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                  compareAtPrice?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                  >;
                  hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
                }
              >;
            };
            imageWide?: StorefrontAPI.Maybe<{
              reference?: StorefrontAPI.Maybe<{
                image?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
                >;
              }>;
            }>;
          }
        >;
      };
      image?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
      >;
    }
  >;
  eyeBrushes?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'> & {
      image?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
      >;
    }
  >;
  faceBrushes?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'> & {
      image?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
      >;
    }
  >;
  conceptStore?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'> & {
      image?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
      >;
    }
  >;
};

export type CollectionsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
}>;

export type CollectionsQuery = {
  collections: {
    nodes: Array<
      Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'> & {
        seoHidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        image?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
      }
    >;
    pageInfo: Pick<
      StorefrontAPI.PageInfo,
      'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
    >;
  };
};

export type CollectionQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
  sortKey: StorefrontAPI.ProductCollectionSortKeys;
  reverse: StorefrontAPI.Scalars['Boolean']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  variantsLimit: StorefrontAPI.Scalars['Int']['input'];
}>;

export type CollectionQuery = {
  collection?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'> & {
      seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>;
      seoHidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      products: {
        nodes: Array<
          Pick<
            StorefrontAPI.Product,
            'id' | 'handle' | 'title' | 'productType' | 'tags'
          > & {
            featuredImage?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            variants: {
              nodes: Array<
                Pick<
                  StorefrontAPI.ProductVariant,
                  'id' | 'sku' | 'availableForSale' | 'currentlyNotInStock'
                > & {
                  selectedOptions: Array<
                    Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                  >;
                  price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                  compareAtPrice?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                  >;
                  hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
                }
              >;
            };
          }
        >;
        pageInfo: Pick<
          StorefrontAPI.PageInfo,
          'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
        >;
      };
      image?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
      >;
    }
  >;
};

export type ContentPageQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
  fallbackHandle: StorefrontAPI.Scalars['String']['input'];
}>;

export type ContentPageQuery = {
  page?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Page,
      'id' | 'handle' | 'title' | 'body' | 'bodySummary' | 'updatedAt'
    > & {seo?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'title' | 'description'>>}
  >;
  fallback?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Page,
      'id' | 'handle' | 'title' | 'body' | 'bodySummary' | 'updatedAt'
    > & {seo?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'title' | 'description'>>}
  >;
};

export type ContentPageFieldsFragment = Pick<
  StorefrontAPI.Page,
  'id' | 'handle' | 'title' | 'body' | 'bodySummary' | 'updatedAt'
> & {seo?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'title' | 'description'>>};

export type MoneyFragment = Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;

export type ImageFieldsFragment = Pick<
  StorefrontAPI.Image,
  'url' | 'altText' | 'width' | 'height'
>;

export type ProductCardFragment = Pick<
  StorefrontAPI.Product,
  'id' | 'handle' | 'title' | 'productType' | 'tags'
> & {
  featuredImage?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
  >;
  variants: {
    nodes: Array<
      Pick<
        StorefrontAPI.ProductVariant,
        'id' | 'sku' | 'availableForSale' | 'currentlyNotInStock'
      > & {
        selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
        price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
        compareAtPrice?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
        >;
        hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      }
    >;
  };
};

export type ProductVariantFieldsFragment = Pick<
  StorefrontAPI.ProductVariant,
  'id' | 'title' | 'sku' | 'availableForSale' | 'currentlyNotInStock'
> & {
  selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
  price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  compareAtPrice?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
  >;
  image?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
  >;
  customTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
};

export type ProductPageFieldsFragment = Pick<
  StorefrontAPI.Product,
  'vendor' | 'description' | 'descriptionHtml'
> & {
  seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>;
  images: {
    nodes: Array<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>;
  };
  headline?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
};

export type ProductImageWideFragment = {
  imageWide?: StorefrontAPI.Maybe<{
    reference?: StorefrontAPI.Maybe<{
      image?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
      >;
    }>;
  }>;
};

export type PageInfoFieldsFragment = Pick<
  StorefrontAPI.PageInfo,
  'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
>;

export type LayoutQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  headerMenuHandle: StorefrontAPI.Scalars['String']['input'];
}>;

export type LayoutQuery = {
  shop: Pick<StorefrontAPI.Shop, 'id' | 'name' | 'description'> & {
    primaryDomain: Pick<StorefrontAPI.Domain, 'url'>;
  };
  localization: {
    country: Pick<StorefrontAPI.Country, 'isoCode' | 'name'> & {
      currency: Pick<StorefrontAPI.Currency, 'isoCode' | 'symbol'>;
    };
    language: Pick<StorefrontAPI.Language, 'isoCode'>;
  };
  headerMenu?: StorefrontAPI.Maybe<{
    items: Array<{items: Array<Pick<StorefrontAPI.MenuItem, 'title' | 'url'>>}>;
  }>;
};

export type AvailableCountriesQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type AvailableCountriesQuery = {
  localization: {
    availableCountries: Array<
      Pick<StorefrontAPI.Country, 'isoCode' | 'name'> & {
        currency: Pick<StorefrontAPI.Currency, 'isoCode' | 'name'>;
      }
    >;
  };
};

export type ProductQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
  imagesLimit: StorefrontAPI.Scalars['Int']['input'];
  productVariantsLimit: StorefrontAPI.Scalars['Int']['input'];
  variantsLimit: StorefrontAPI.Scalars['Int']['input'];
  recommendationsHandle: StorefrontAPI.Scalars['String']['input'];
  recommendationsFirst: StorefrontAPI.Scalars['Int']['input'];
}>;

export type ProductQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Product,
      | 'id'
      | 'handle'
      | 'title'
      | 'productType'
      | 'tags'
      | 'vendor'
      | 'description'
      | 'descriptionHtml'
    > & {
      featuredImage?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
      >;
      options: Array<
        Pick<StorefrontAPI.ProductOption, 'name'> & {
          optionValues: Array<Pick<StorefrontAPI.ProductOptionValue, 'name'>>;
        }
      >;
      brief?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      video?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      seoHidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      variants: {
        nodes: Array<
          Pick<
            StorefrontAPI.ProductVariant,
            'id' | 'title' | 'sku' | 'availableForSale' | 'currentlyNotInStock'
          > & {
            checkoutDescription?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
            price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            compareAtPrice?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            >;
            image?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            customTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
            hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          }
        >;
      };
      seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>;
      images: {
        nodes: Array<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>;
      };
      headline?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      imageWide?: StorefrontAPI.Maybe<{
        reference?: StorefrontAPI.Maybe<{
          image?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
          >;
        }>;
      }>;
    }
  >;
  recommendations?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Collection, 'id'> & {
      products: {
        nodes: Array<
          Pick<
            StorefrontAPI.Product,
            'id' | 'handle' | 'title' | 'productType' | 'tags'
          > & {
            featuredImage?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            variants: {
              nodes: Array<
                Pick<
                  StorefrontAPI.ProductVariant,
                  'id' | 'sku' | 'availableForSale' | 'currentlyNotInStock'
                > & {
                  selectedOptions: Array<
                    Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                  >;
                  price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                  compareAtPrice?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                  >;
                  hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
                }
              >;
            };
          }
        >;
      };
    }
  >;
};

export type ProductRecommendationsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  variantsLimit: StorefrontAPI.Scalars['Int']['input'];
}>;

export type ProductRecommendationsQuery = {
  collection?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Collection, 'id'> & {
      products: {
        nodes: Array<
          Pick<
            StorefrontAPI.Product,
            'id' | 'handle' | 'title' | 'productType' | 'tags'
          > & {
            featuredImage?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            variants: {
              nodes: Array<
                Pick<
                  StorefrontAPI.ProductVariant,
                  'id' | 'sku' | 'availableForSale' | 'currentlyNotInStock'
                > & {
                  selectedOptions: Array<
                    Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                  >;
                  price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                  compareAtPrice?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                  >;
                  hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
                }
              >;
            };
          }
        >;
      };
    }
  >;
};

export type SecretShopProductFragment = Pick<
  StorefrontAPI.Product,
  'id' | 'title' | 'handle' | 'tags' | 'productType' | 'descriptionHtml'
> & {
  collections: {nodes: Array<Pick<StorefrontAPI.Collection, 'id' | 'handle'>>};
  headline?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  brief?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  video?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  secretShopImage?: StorefrontAPI.Maybe<{
    reference?: StorefrontAPI.Maybe<{
      image?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
      >;
    }>;
  }>;
  featuredImage?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
  >;
  images: {
    nodes: Array<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>;
  };
  variants: {
    nodes: Array<
      Pick<
        StorefrontAPI.ProductVariant,
        'id' | 'title' | 'sku' | 'availableForSale' | 'currentlyNotInStock'
      > & {
        checkoutDescription?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
        price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
        compareAtPrice?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
        >;
        image?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
        customTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      }
    >;
  };
  imageWide?: StorefrontAPI.Maybe<{
    reference?: StorefrontAPI.Maybe<{
      image?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
      >;
    }>;
  }>;
};

export type BundleProductFragment = Pick<
  StorefrontAPI.Product,
  'id' | 'title' | 'handle'
> & {
  featuredImage?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
  >;
};

export type SecretShopQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  collectionIds:
    | Array<StorefrontAPI.Scalars['ID']['input']>
    | StorefrontAPI.Scalars['ID']['input'];
  secretShopHandle: StorefrontAPI.Scalars['String']['input'];
  defaultBundleHandle: StorefrontAPI.Scalars['String']['input'];
  bundleOptionsHandle: StorefrontAPI.Scalars['String']['input'];
  collectionsLimit: StorefrontAPI.Scalars['Int']['input'];
  productsLimit: StorefrontAPI.Scalars['Int']['input'];
  variantsLimit: StorefrontAPI.Scalars['Int']['input'];
  imagesLimit: StorefrontAPI.Scalars['Int']['input'];
}>;

export type SecretShopQuery = {
  secretShop?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Collection, 'id' | 'title' | 'description'>
  >;
  collections: Array<
    StorefrontAPI.Maybe<
      Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'> & {
        products: {
          nodes: Array<
            Pick<
              StorefrontAPI.Product,
              'id' | 'title' | 'handle' | 'tags' | 'productType' | 'descriptionHtml'
            > & {
              collections: {
                nodes: Array<Pick<StorefrontAPI.Collection, 'id' | 'handle'>>;
              };
              headline?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
              brief?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
              video?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
              secretShopImage?: StorefrontAPI.Maybe<{
                reference?: StorefrontAPI.Maybe<{
                  image?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
                  >;
                }>;
              }>;
              featuredImage?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
              >;
              images: {
                nodes: Array<
                  Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
                >;
              };
              variants: {
                nodes: Array<
                  Pick<
                    StorefrontAPI.ProductVariant,
                    'id' | 'title' | 'sku' | 'availableForSale' | 'currentlyNotInStock'
                  > & {
                    checkoutDescription?: StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.Metafield, 'value'>
                    >;
                    selectedOptions: Array<
                      Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                    >;
                    price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                    compareAtPrice?: StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                    >;
                    image?: StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
                    >;
                    customTitle?: StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.Metafield, 'value'>
                    >;
                    hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
                  }
                >;
              };
              imageWide?: StorefrontAPI.Maybe<{
                reference?: StorefrontAPI.Maybe<{
                  image?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
                  >;
                }>;
              }>;
            }
          >;
        };
      }
    >
  >;
  defaultBundle?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle'> & {
      featuredImage?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
      >;
    }
  >;
  bundleOptions?: StorefrontAPI.Maybe<{
    products: {
      nodes: Array<
        Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle'> & {
          featuredImage?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
          >;
        }
      >;
    };
  }>;
};

export type PromoProductFragment = Pick<
  StorefrontAPI.Product,
  'id' | 'handle' | 'title' | 'tags'
> & {
  seoHidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  featuredImage?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
  >;
  variants: {
    nodes: Array<
      Pick<
        StorefrontAPI.ProductVariant,
        'id' | 'title' | 'sku' | 'availableForSale' | 'currentlyNotInStock'
      > & {
        selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
        price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
        compareAtPrice?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
        >;
        image?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
        customTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      }
    >;
  };
};

export type ConceptStoreQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  variantsLimit: StorefrontAPI.Scalars['Int']['input'];
}>;

export type ConceptStoreQuery = {
  collection?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Collection, 'id' | 'title' | 'description'> & {
      seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>;
      image?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
      >;
      products: {
        nodes: Array<
          Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'tags'> & {
            seoHidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
            featuredImage?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            variants: {
              nodes: Array<
                Pick<
                  StorefrontAPI.ProductVariant,
                  'id' | 'title' | 'sku' | 'availableForSale' | 'currentlyNotInStock'
                > & {
                  selectedOptions: Array<
                    Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                  >;
                  price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                  compareAtPrice?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                  >;
                  image?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
                  >;
                  customTitle?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.Metafield, 'value'>
                  >;
                  hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
                }
              >;
            };
          }
        >;
      };
    }
  >;
};

export type PwywProductsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  query: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  variantsLimit: StorefrontAPI.Scalars['Int']['input'];
}>;

export type PwywProductsQuery = {
  products: {
    nodes: Array<
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'tags'> & {
        seoHidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
        featuredImage?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
        variants: {
          nodes: Array<
            Pick<
              StorefrontAPI.ProductVariant,
              'id' | 'title' | 'sku' | 'availableForSale' | 'currentlyNotInStock'
            > & {
              selectedOptions: Array<
                Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
              >;
              price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              compareAtPrice?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
              >;
              image?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
              >;
              customTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
              hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
            }
          >;
        };
      }
    >;
  };
};

export type PwywProductQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
  imagesLimit: StorefrontAPI.Scalars['Int']['input'];
  variantsLimit: StorefrontAPI.Scalars['Int']['input'];
}>;

export type PwywProductQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Product,
      'id' | 'handle' | 'title' | 'tags' | 'vendor' | 'description' | 'descriptionHtml'
    > & {
      seoHidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      featuredImage?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
      >;
      variants: {
        nodes: Array<
          Pick<
            StorefrontAPI.ProductVariant,
            'id' | 'title' | 'sku' | 'availableForSale' | 'currentlyNotInStock'
          > & {
            selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
            price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            compareAtPrice?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            >;
            image?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            customTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
            hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
          }
        >;
      };
      seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>;
      images: {
        nodes: Array<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>;
      };
      headline?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
    }
  >;
};

export type SearchQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  term: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  pagesLimit: StorefrontAPI.Scalars['Int']['input'];
  collectionsLimit: StorefrontAPI.Scalars['Int']['input'];
  variantsLimit: StorefrontAPI.Scalars['Int']['input'];
}>;

export type SearchQuery = {
  products: Pick<StorefrontAPI.SearchResultItemConnection, 'totalCount'> & {
    nodes: Array<
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'> & {
        featuredImage?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
        variants: {
          nodes: Array<
            Pick<
              StorefrontAPI.ProductVariant,
              'id' | 'sku' | 'availableForSale' | 'currentlyNotInStock'
            > & {
              selectedOptions: Array<
                Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
              >;
              price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              compareAtPrice?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
              >;
              hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
            }
          >;
        };
      }
    >;
    pageInfo: Pick<
      StorefrontAPI.PageInfo,
      'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
    >;
  };
  pages: {
    nodes: Array<Pick<StorefrontAPI.Page, 'id' | 'handle' | 'title' | 'bodySummary'>>;
  };
  collections: {nodes: Array<Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title'>>};
};

export type SearchSuggestionsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  collectionsLimit: StorefrontAPI.Scalars['Int']['input'];
  productsLimit: StorefrontAPI.Scalars['Int']['input'];
  variantsLimit: StorefrontAPI.Scalars['Int']['input'];
}>;

export type SearchSuggestionsQuery = {
  collections: {nodes: Array<Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title'>>};
  products: {
    nodes: Array<
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'> & {
        featuredImage?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
        variants: {
          nodes: Array<
            Pick<
              StorefrontAPI.ProductVariant,
              'id' | 'sku' | 'availableForSale' | 'currentlyNotInStock'
            > & {
              selectedOptions: Array<
                Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
              >;
              price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              compareAtPrice?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
              >;
              hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
            }
          >;
        };
      }
    >;
  };
};

export type PredictiveSearchQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  term: StorefrontAPI.Scalars['String']['input'];
  limit: StorefrontAPI.Scalars['Int']['input'];
  variantsLimit: StorefrontAPI.Scalars['Int']['input'];
}>;

export type PredictiveSearchQuery = {
  predictiveSearch?: StorefrontAPI.Maybe<{
    products: Array<
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'> & {
        featuredImage?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
        variants: {
          nodes: Array<
            Pick<
              StorefrontAPI.ProductVariant,
              'id' | 'sku' | 'availableForSale' | 'currentlyNotInStock'
            > & {
              selectedOptions: Array<
                Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
              >;
              price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              compareAtPrice?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
              >;
              hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
            }
          >;
        };
      }
    >;
    collections: Array<Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title'>>;
    pages: Array<Pick<StorefrontAPI.Page, 'id' | 'handle' | 'title'>>;
    queries: Array<Pick<StorefrontAPI.SearchQuerySuggestion, 'text'>>;
  }>;
};

export type SearchTermCountQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  term: StorefrontAPI.Scalars['String']['input'];
}>;

export type SearchTermCountQuery = {
  search: Pick<StorefrontAPI.SearchResultItemConnection, 'totalCount'>;
};

interface GeneratedQueryTypes {
  '#graphql\n  query Customer($customerAccessToken: String!) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      email\n      firstName\n      lastName\n      displayName\n      tags\n      storeCredit: metafield(namespace: "credit", key: "balance") {\n        value\n      }\n      secretShopClaimed: metafield(namespace: "secret_shop", key: "claimed") {\n        value\n      }\n    }\n  }\n': {
    return: CustomerQuery;
    variables: CustomerQueryVariables;
  };
  '#graphql\n  query CustomerOrders(\n    $customerAccessToken: String!\n    $first: Int!\n    $linesFirst: Int!\n    $discountsFirst: Int!\n  ) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      email\n      orders(first: $first, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          id\n          name\n          processedAt\n          canceledAt\n          fulfillmentStatus\n          statusUrl\n          shippingAddress {\n            formatted(withName: true)\n          }\n          lineItems(first: $linesFirst) {\n            nodes {\n              ...OrderLine\n            }\n          }\n          discountApplications(first: $discountsFirst) {\n            nodes {\n              ...OrderDiscount\n            }\n          }\n          subtotalPrice {\n            ...OrderMoney\n          }\n          totalShippingPrice {\n            ...OrderMoney\n          }\n          shippingDiscountAllocations {\n            allocatedAmount {\n              ...OrderMoney\n            }\n          }\n          totalTax {\n            ...OrderMoney\n          }\n          originalTotalDuties {\n            ...OrderMoney\n          }\n          totalPrice {\n            ...OrderMoney\n          }\n          successfulFulfillments(first: 10) {\n            trackingCompany\n            trackingInfo(first: 10) {\n              number\n              url\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment OrderMoney on MoneyV2 {\n    amount\n    currencyCode\n  }\n  fragment OrderDiscountName on DiscountApplication {\n    ... on AutomaticDiscountApplication {\n      title\n    }\n    ... on ManualDiscountApplication {\n      title\n    }\n    ... on ScriptDiscountApplication {\n      title\n    }\n    ... on DiscountCodeApplication {\n      code\n    }\n  }\n  fragment OrderLine on OrderLineItem {\n    title\n    quantity\n    customAttributes {\n      key\n      value\n    }\n    originalTotalPrice {\n      ...OrderMoney\n    }\n    discountedTotalPrice {\n      ...OrderMoney\n    }\n    discountAllocations {\n      allocatedAmount {\n        ...OrderMoney\n      }\n      discountApplication {\n        ...OrderDiscountName\n      }\n    }\n    variant {\n      id\n      sku\n      selectedOptions {\n        name\n        value\n      }\n      image {\n        url\n        altText\n        width\n        height\n      }\n      product {\n        handle\n      }\n    }\n  }\n  fragment OrderDiscount on DiscountApplication {\n    ...OrderDiscountName\n    value {\n      ... on MoneyV2 {\n        ...OrderMoney\n      }\n    }\n  }\n\n': {
    return: CustomerOrdersQuery;
    variables: CustomerOrdersQueryVariables;
  };
  '#graphql\n  query CountryRebuildCart(\n    $cartId: ID!\n    $variantsLimit: Int!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    cart(id: $cartId) {\n      id\n      createdAt\n      attributes {\n        key\n        value\n      }\n      buyerIdentity {\n        countryCode\n        email\n      }\n      cost {\n        subtotalAmount {\n          ...Money\n        }\n      }\n      lines(first: 250) {\n        nodes {\n          id\n          quantity\n          attributes {\n            key\n            value\n          }\n          merchandise {\n            ... on ProductVariant {\n              id\n              sku\n              selectedOptions {\n                name\n                value\n              }\n              product {\n                id\n                title\n                tags\n                variants(first: $variantsLimit) {\n                  nodes {\n                    id\n                    sku\n                    availableForSale\n                    selectedOptions {\n                      name\n                      value\n                    }\n                    hidden: metafield(namespace: "custom", key: "hidden") {\n                      value\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n': {
    return: CountryRebuildCartQuery;
    variables: CountryRebuildCartQueryVariables;
  };
  '#graphql\n  query CartOffers($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    shop {\n      ...CartOffers\n    }\n  }\n  #graphql\n  fragment CartOffers on Shop {\n    freeItemRules: metafield(namespace: "custom", key: "free_item_rules") {\n      value\n    }\n    bogoOffers: metafield(namespace: "custom", key: "bogo_offers") {\n      value\n    }\n  }\n\n': {
    return: CartOffersQuery;
    variables: CartOffersQueryVariables;
  };
  '#graphql\n  query CartFlowVariant(\n    $country: CountryCode\n    $language: LanguageCode\n    $id: ID!\n    $collectionsLimit: Int!\n  ) @inContext(country: $country, language: $language) {\n    node(id: $id) {\n      ...CartFlowVariant\n    }\n  }\n  #graphql\n  fragment CartFlowVariant on ProductVariant {\n    id\n    sku\n    availableForSale\n    currentlyNotInStock\n    price {\n      ...Money\n    }\n    hidden: metafield(namespace: "custom", key: "hidden") {\n      value\n    }\n    product {\n      id\n      title\n      tags\n      seoHidden: metafield(namespace: "seo", key: "hidden") {\n        value\n      }\n      collections(first: $collectionsLimit) {\n        nodes {\n          id\n          handle\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n': {
    return: CartFlowVariantQuery;
    variables: CartFlowVariantQueryVariables;
  };
  '#graphql\n  query CartWrite(\n    $cartId: ID = ""\n    $withCart: Boolean!\n    $numCartLines: Int!\n    $withOffers: Boolean!\n    $variantIds: [ID!]!\n    $collectionsLimit: Int!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    cart(id: $cartId) @include(if: $withCart) {\n      ...CartApiQuery\n    }\n    shop @include(if: $withOffers) {\n      ...CartOffers\n    }\n    variants: nodes(ids: $variantIds) {\n      ...CartFlowVariant\n    }\n  }\n  #graphql\n  fragment CartApiQuery on Cart {\n    ...CartFields\n    lines(first: $numCartLines) {\n      nodes {\n        ...CartLineFields\n      }\n    }\n  }\n  #graphql\n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    totalQuantity\n    createdAt\n    updatedAt\n    note\n    attributes {\n      key\n      value\n    }\n    buyerIdentity {\n      countryCode\n      email\n    }\n    cost {\n      subtotalAmount {\n        ...Money\n      }\n      totalAmount {\n        ...Money\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n      ... on CartCustomDiscountAllocation {\n        title\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n  }\n\n  #graphql\n  fragment CartLineFields on BaseCartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      amountPerQuantity {\n        ...Money\n      }\n      compareAtAmountPerQuantity {\n        ...Money\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n      ... on CartCustomDiscountAllocation {\n        title\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        title\n        sku\n        availableForSale\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        image {\n          ...ImageFields\n        }\n        selectedOptions {\n          name\n          value\n        }\n        cartDescription: metafield(namespace: "custom", key: "cart_description") {\n          value\n        }\n        product {\n          id\n          handle\n          title\n          vendor\n          tags\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n\n  #graphql\n  fragment CartOffers on Shop {\n    freeItemRules: metafield(namespace: "custom", key: "free_item_rules") {\n      value\n    }\n    bogoOffers: metafield(namespace: "custom", key: "bogo_offers") {\n      value\n    }\n  }\n\n  #graphql\n  fragment CartFlowVariant on ProductVariant {\n    id\n    sku\n    availableForSale\n    currentlyNotInStock\n    price {\n      ...Money\n    }\n    hidden: metafield(namespace: "custom", key: "hidden") {\n      value\n    }\n    product {\n      id\n      title\n      tags\n      seoHidden: metafield(namespace: "seo", key: "hidden") {\n        value\n      }\n      collections(first: $collectionsLimit) {\n        nodes {\n          id\n          handle\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n': {
    return: CartWriteQuery;
    variables: CartWriteQueryVariables;
  };
  '#graphql\n  query BogoChoices($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        availableForSale\n        product {\n          title\n        }\n      }\n    }\n  }\n': {
    return: BogoChoicesQuery;
    variables: BogoChoicesQueryVariables;
  };
  '#graphql\n  query Home(\n    $country: CountryCode\n    $language: LanguageCode\n    $bestSellersHandle: String!\n    $bestSellersCount: Int!\n    $eyeBrushesHandle: String!\n    $faceBrushesHandle: String!\n    $conceptStoreHandle: String!\n    $variantsLimit: Int!\n  ) @inContext(country: $country, language: $language) {\n    bestSellers: collection(handle: $bestSellersHandle) {\n      ...CollectionSummary\n      products(first: $bestSellersCount) {\n        nodes {\n          ...ProductCard\n          headline: metafield(namespace: "custom", key: "headline") {\n            value\n          }\n          ...ProductImageWide\n        }\n      }\n    }\n    eyeBrushes: collection(handle: $eyeBrushesHandle) {\n      ...CollectionSummary\n    }\n    faceBrushes: collection(handle: $faceBrushesHandle) {\n      ...CollectionSummary\n    }\n    conceptStore: collection(handle: $conceptStoreHandle) {\n      ...CollectionSummary\n    }\n  }\n  #graphql\n  fragment CollectionSummary on Collection {\n    id\n    handle\n    title\n    description\n    image {\n      ...ImageFields\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    productType\n    tags\n    featuredImage {\n      ...ImageFields\n    }\n    variants(first: $variantsLimit) {\n      nodes {\n        id\n        sku\n        availableForSale\n        currentlyNotInStock\n        selectedOptions {\n          name\n          value\n        }\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        hidden: metafield(namespace: "custom", key: "hidden") {\n          value\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n  #graphql\n  fragment ProductImageWide on Product {\n    imageWide: metafield(namespace: "custom", key: "image_wide") {\n      reference {\n        ... on MediaImage {\n          image {\n            ...ImageFields\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n': {
    return: HomeQuery;
    variables: HomeQueryVariables;
  };
  '#graphql\n  query Collections(\n    $country: CountryCode\n    $language: LanguageCode\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n  ) @inContext(country: $country, language: $language) {\n    collections(first: $first, last: $last, before: $startCursor, after: $endCursor) {\n      nodes {\n        ...CollectionSummary\n        seoHidden: metafield(namespace: "seo", key: "hidden") {\n          value\n        }\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n  #graphql\n  fragment CollectionSummary on Collection {\n    id\n    handle\n    title\n    description\n    image {\n      ...ImageFields\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment PageInfoFields on PageInfo {\n    hasPreviousPage\n    hasNextPage\n    startCursor\n    endCursor\n  }\n\n': {
    return: CollectionsQuery;
    variables: CollectionsQueryVariables;
  };
  '#graphql\n  query Collection(\n    $country: CountryCode\n    $language: LanguageCode\n    $handle: String!\n    $sortKey: ProductCollectionSortKeys!\n    $reverse: Boolean!\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $variantsLimit: Int!\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      ...CollectionSummary\n      seo {\n        title\n        description\n      }\n      seoHidden: metafield(namespace: "seo", key: "hidden") {\n        value\n      }\n      products(\n        first: $first\n        last: $last\n        before: $startCursor\n        after: $endCursor\n        sortKey: $sortKey\n        reverse: $reverse\n      ) {\n        nodes {\n          ...ProductCard\n        }\n        pageInfo {\n          ...PageInfoFields\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CollectionSummary on Collection {\n    id\n    handle\n    title\n    description\n    image {\n      ...ImageFields\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment PageInfoFields on PageInfo {\n    hasPreviousPage\n    hasNextPage\n    startCursor\n    endCursor\n  }\n\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    productType\n    tags\n    featuredImage {\n      ...ImageFields\n    }\n    variants(first: $variantsLimit) {\n      nodes {\n        id\n        sku\n        availableForSale\n        currentlyNotInStock\n        selectedOptions {\n          name\n          value\n        }\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        hidden: metafield(namespace: "custom", key: "hidden") {\n          value\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n': {
    return: CollectionQuery;
    variables: CollectionQueryVariables;
  };
  '#graphql\n  query ContentPage(\n    $country: CountryCode\n    $language: LanguageCode\n    $handle: String!\n    $fallbackHandle: String!\n  ) @inContext(country: $country, language: $language) {\n    page(handle: $handle) {\n      ...ContentPageFields\n    }\n    fallback: page(handle: $fallbackHandle) {\n      ...ContentPageFields\n    }\n  }\n  fragment ContentPageFields on Page {\n    id\n    handle\n    title\n    body\n    bodySummary\n    updatedAt\n    seo {\n      title\n      description\n    }\n  }\n': {
    return: ContentPageQuery;
    variables: ContentPageQueryVariables;
  };
  '#graphql\n  query Layout(\n    $country: CountryCode\n    $language: LanguageCode\n    $headerMenuHandle: String!\n  ) @inContext(country: $country, language: $language) {\n    shop {\n      id\n      name\n      description\n      primaryDomain {\n        url\n      }\n    }\n    localization {\n      country {\n        isoCode\n        name\n        currency {\n          isoCode\n          symbol\n        }\n      }\n      language {\n        isoCode\n      }\n    }\n    headerMenu: menu(handle: $headerMenuHandle) {\n      items {\n        items {\n          title\n          url\n        }\n      }\n    }\n  }\n': {
    return: LayoutQuery;
    variables: LayoutQueryVariables;
  };
  '#graphql\n  query AvailableCountries($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    localization {\n      availableCountries {\n        isoCode\n        name\n        currency {\n          isoCode\n          name\n        }\n      }\n    }\n  }\n': {
    return: AvailableCountriesQuery;
    variables: AvailableCountriesQueryVariables;
  };
  '#graphql\n  query Product(\n    $country: CountryCode\n    $language: LanguageCode\n    $handle: String!\n    $imagesLimit: Int!\n    $productVariantsLimit: Int!\n    $variantsLimit: Int!\n    $recommendationsHandle: String!\n    $recommendationsFirst: Int!\n  ) @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      productType\n      tags\n      ...ProductPageFields\n      featuredImage {\n        ...ImageFields\n      }\n      options {\n        name\n        optionValues {\n          name\n        }\n      }\n      brief: metafield(namespace: "custom", key: "brief") {\n        value\n      }\n      video: metafield(namespace: "custom", key: "video") {\n        value\n      }\n      seoHidden: metafield(namespace: "seo", key: "hidden") {\n        value\n      }\n      ...ProductImageWide\n      variants(first: $productVariantsLimit) {\n        nodes {\n          ...ProductVariantFields\n          checkoutDescription: metafield(namespace: "custom", key: "checkout_description") {\n            value\n          }\n        }\n      }\n    }\n    recommendations: collection(handle: $recommendationsHandle) {\n      id\n      products(first: $recommendationsFirst) {\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductPageFields on Product {\n    vendor\n    description\n    descriptionHtml\n    seo {\n      title\n      description\n    }\n    images(first: $imagesLimit) {\n      nodes {\n        ...ImageFields\n      }\n    }\n    headline: metafield(namespace: "custom", key: "headline") {\n      value\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment ProductImageWide on Product {\n    imageWide: metafield(namespace: "custom", key: "image_wide") {\n      reference {\n        ... on MediaImage {\n          image {\n            ...ImageFields\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    title\n    sku\n    availableForSale\n    currentlyNotInStock\n    selectedOptions {\n      name\n      value\n    }\n    price {\n      ...Money\n    }\n    compareAtPrice {\n      ...Money\n    }\n    image {\n      ...ImageFields\n    }\n    customTitle: metafield(namespace: "custom", key: "title") {\n      value\n    }\n    hidden: metafield(namespace: "custom", key: "hidden") {\n      value\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    productType\n    tags\n    featuredImage {\n      ...ImageFields\n    }\n    variants(first: $variantsLimit) {\n      nodes {\n        id\n        sku\n        availableForSale\n        currentlyNotInStock\n        selectedOptions {\n          name\n          value\n        }\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        hidden: metafield(namespace: "custom", key: "hidden") {\n          value\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n': {
    return: ProductQuery;
    variables: ProductQueryVariables;
  };
  '#graphql\n  query ProductRecommendations(\n    $country: CountryCode\n    $language: LanguageCode\n    $handle: String!\n    $first: Int!\n    $variantsLimit: Int!\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      products(first: $first) {\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    productType\n    tags\n    featuredImage {\n      ...ImageFields\n    }\n    variants(first: $variantsLimit) {\n      nodes {\n        id\n        sku\n        availableForSale\n        currentlyNotInStock\n        selectedOptions {\n          name\n          value\n        }\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        hidden: metafield(namespace: "custom", key: "hidden") {\n          value\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n': {
    return: ProductRecommendationsQuery;
    variables: ProductRecommendationsQueryVariables;
  };
  '#graphql\n  query SecretShop(\n    $country: CountryCode\n    $language: LanguageCode\n    $collectionIds: [ID!]!\n    $secretShopHandle: String!\n    $defaultBundleHandle: String!\n    $bundleOptionsHandle: String!\n    $collectionsLimit: Int!\n    $productsLimit: Int!\n    $variantsLimit: Int!\n    $imagesLimit: Int!\n  ) @inContext(country: $country, language: $language) {\n    secretShop: collection(handle: $secretShopHandle) {\n      id\n      title\n      description\n    }\n    collections: nodes(ids: $collectionIds) {\n      ... on Collection {\n        id\n        handle\n        title\n        description\n        products(first: $productsLimit, sortKey: COLLECTION_DEFAULT) {\n          nodes {\n            ...SecretShopProduct\n          }\n        }\n      }\n    }\n    defaultBundle: product(handle: $defaultBundleHandle) {\n      ...BundleProduct\n    }\n    bundleOptions: collection(handle: $bundleOptionsHandle) {\n      products(first: $collectionsLimit, sortKey: BEST_SELLING) {\n        nodes {\n          ...BundleProduct\n        }\n      }\n    }\n  }\n  #graphql\n  fragment BundleProduct on Product {\n    id\n    title\n    handle\n    featuredImage {\n      ...ImageFields\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment SecretShopProduct on Product {\n    id\n    title\n    handle\n    tags\n    productType\n    descriptionHtml\n    collections(first: $collectionsLimit) {\n      nodes {\n        id\n        handle\n      }\n    }\n    headline: metafield(namespace: "custom", key: "headline") {\n      value\n    }\n    brief: metafield(namespace: "custom", key: "brief") {\n      value\n    }\n    video: metafield(namespace: "custom", key: "video") {\n      value\n    }\n    secretShopImage: metafield(namespace: "secret_shop", key: "image") {\n      reference {\n        ... on MediaImage {\n          image {\n            ...ImageFields\n          }\n        }\n      }\n    }\n    ...ProductImageWide\n    featuredImage {\n      ...ImageFields\n    }\n    images(first: $imagesLimit) {\n      nodes {\n        ...ImageFields\n      }\n    }\n    variants(first: $variantsLimit) {\n      nodes {\n        ...ProductVariantFields\n        checkoutDescription: metafield(namespace: "custom", key: "checkout_description") {\n          value\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    title\n    sku\n    availableForSale\n    currentlyNotInStock\n    selectedOptions {\n      name\n      value\n    }\n    price {\n      ...Money\n    }\n    compareAtPrice {\n      ...Money\n    }\n    image {\n      ...ImageFields\n    }\n    customTitle: metafield(namespace: "custom", key: "title") {\n      value\n    }\n    hidden: metafield(namespace: "custom", key: "hidden") {\n      value\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment ProductImageWide on Product {\n    imageWide: metafield(namespace: "custom", key: "image_wide") {\n      reference {\n        ... on MediaImage {\n          image {\n            ...ImageFields\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n': {
    return: SecretShopQuery;
    variables: SecretShopQueryVariables;
  };
  '#graphql\n  query ConceptStore(\n    $country: CountryCode\n    $language: LanguageCode\n    $handle: String!\n    $first: Int!\n    $variantsLimit: Int!\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      title\n      description\n      seo {\n        title\n        description\n      }\n      image {\n        ...ImageFields\n      }\n      products(first: $first, sortKey: COLLECTION_DEFAULT) {\n        nodes {\n          ...PromoProduct\n        }\n      }\n    }\n  }\n  #graphql\n  fragment PromoProduct on Product {\n    id\n    handle\n    title\n    tags\n    seoHidden: metafield(namespace: "seo", key: "hidden") {\n      value\n    }\n    featuredImage {\n      ...ImageFields\n    }\n    variants(first: $variantsLimit) {\n      nodes {\n        ...ProductVariantFields\n      }\n    }\n  }\n  #graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    title\n    sku\n    availableForSale\n    currentlyNotInStock\n    selectedOptions {\n      name\n      value\n    }\n    price {\n      ...Money\n    }\n    compareAtPrice {\n      ...Money\n    }\n    image {\n      ...ImageFields\n    }\n    customTitle: metafield(namespace: "custom", key: "title") {\n      value\n    }\n    hidden: metafield(namespace: "custom", key: "hidden") {\n      value\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n': {
    return: ConceptStoreQuery;
    variables: ConceptStoreQueryVariables;
  };
  '#graphql\n  query PwywProducts(\n    $country: CountryCode\n    $language: LanguageCode\n    $query: String!\n    $first: Int!\n    $variantsLimit: Int!\n  ) @inContext(country: $country, language: $language) {\n    products(first: $first, query: $query, sortKey: BEST_SELLING) {\n      nodes {\n        ...PromoProduct\n      }\n    }\n  }\n  #graphql\n  fragment PromoProduct on Product {\n    id\n    handle\n    title\n    tags\n    seoHidden: metafield(namespace: "seo", key: "hidden") {\n      value\n    }\n    featuredImage {\n      ...ImageFields\n    }\n    variants(first: $variantsLimit) {\n      nodes {\n        ...ProductVariantFields\n      }\n    }\n  }\n  #graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    title\n    sku\n    availableForSale\n    currentlyNotInStock\n    selectedOptions {\n      name\n      value\n    }\n    price {\n      ...Money\n    }\n    compareAtPrice {\n      ...Money\n    }\n    image {\n      ...ImageFields\n    }\n    customTitle: metafield(namespace: "custom", key: "title") {\n      value\n    }\n    hidden: metafield(namespace: "custom", key: "hidden") {\n      value\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n': {
    return: PwywProductsQuery;
    variables: PwywProductsQueryVariables;
  };
  '#graphql\n  query PwywProduct(\n    $country: CountryCode\n    $language: LanguageCode\n    $handle: String!\n    $imagesLimit: Int!\n    $variantsLimit: Int!\n  ) @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      ...PromoProduct\n      ...ProductPageFields\n    }\n  }\n  #graphql\n  fragment PromoProduct on Product {\n    id\n    handle\n    title\n    tags\n    seoHidden: metafield(namespace: "seo", key: "hidden") {\n      value\n    }\n    featuredImage {\n      ...ImageFields\n    }\n    variants(first: $variantsLimit) {\n      nodes {\n        ...ProductVariantFields\n      }\n    }\n  }\n  #graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    title\n    sku\n    availableForSale\n    currentlyNotInStock\n    selectedOptions {\n      name\n      value\n    }\n    price {\n      ...Money\n    }\n    compareAtPrice {\n      ...Money\n    }\n    image {\n      ...ImageFields\n    }\n    customTitle: metafield(namespace: "custom", key: "title") {\n      value\n    }\n    hidden: metafield(namespace: "custom", key: "hidden") {\n      value\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n  #graphql\n  fragment ProductPageFields on Product {\n    vendor\n    description\n    descriptionHtml\n    seo {\n      title\n      description\n    }\n    images(first: $imagesLimit) {\n      nodes {\n        ...ImageFields\n      }\n    }\n    headline: metafield(namespace: "custom", key: "headline") {\n      value\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n': {
    return: PwywProductQuery;
    variables: PwywProductQueryVariables;
  };
  '#graphql\n  query Search(\n    $country: CountryCode\n    $language: LanguageCode\n    $term: String!\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $pagesLimit: Int!\n    $collectionsLimit: Int!\n    $variantsLimit: Int!\n  ) @inContext(country: $country, language: $language) {\n    products: search(\n      query: $term\n      types: [PRODUCT]\n      unavailableProducts: LAST\n      first: $first\n      last: $last\n      before: $startCursor\n      after: $endCursor\n    ) {\n      totalCount\n      nodes {\n        ... on Product {\n          ...ProductCard\n        }\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n    pages: search(query: $term, types: [PAGE], first: $pagesLimit) {\n      nodes {\n        ... on Page {\n          id\n          handle\n          title\n          bodySummary\n        }\n      }\n    }\n    collections(first: $collectionsLimit) {\n      nodes {\n        id\n        handle\n        title\n      }\n    }\n  }\n  #graphql\n  fragment PageInfoFields on PageInfo {\n    hasPreviousPage\n    hasNextPage\n    startCursor\n    endCursor\n  }\n\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    productType\n    tags\n    featuredImage {\n      ...ImageFields\n    }\n    variants(first: $variantsLimit) {\n      nodes {\n        id\n        sku\n        availableForSale\n        currentlyNotInStock\n        selectedOptions {\n          name\n          value\n        }\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        hidden: metafield(namespace: "custom", key: "hidden") {\n          value\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n': {
    return: SearchQuery;
    variables: SearchQueryVariables;
  };
  '#graphql\n  query SearchSuggestions(\n    $country: CountryCode\n    $language: LanguageCode\n    $collectionsLimit: Int!\n    $productsLimit: Int!\n    $variantsLimit: Int!\n  ) @inContext(country: $country, language: $language) {\n    collections(first: $collectionsLimit) {\n      nodes {\n        id\n        handle\n        title\n      }\n    }\n    products(first: $productsLimit, sortKey: BEST_SELLING) {\n      nodes {\n        ...ProductCard\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    productType\n    tags\n    featuredImage {\n      ...ImageFields\n    }\n    variants(first: $variantsLimit) {\n      nodes {\n        id\n        sku\n        availableForSale\n        currentlyNotInStock\n        selectedOptions {\n          name\n          value\n        }\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        hidden: metafield(namespace: "custom", key: "hidden") {\n          value\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n': {
    return: SearchSuggestionsQuery;
    variables: SearchSuggestionsQueryVariables;
  };
  '#graphql\n  query PredictiveSearch(\n    $country: CountryCode\n    $language: LanguageCode\n    $term: String!\n    $limit: Int!\n    $variantsLimit: Int!\n  ) @inContext(country: $country, language: $language) {\n    predictiveSearch(\n      query: $term\n      limit: $limit\n      limitScope: EACH\n      types: [PRODUCT, COLLECTION, PAGE, QUERY]\n      unavailableProducts: LAST\n    ) {\n      products {\n        ...ProductCard\n      }\n      collections {\n        id\n        handle\n        title\n      }\n      pages {\n        id\n        handle\n        title\n      }\n      queries {\n        text\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    productType\n    tags\n    featuredImage {\n      ...ImageFields\n    }\n    variants(first: $variantsLimit) {\n      nodes {\n        id\n        sku\n        availableForSale\n        currentlyNotInStock\n        selectedOptions {\n          name\n          value\n        }\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        hidden: metafield(namespace: "custom", key: "hidden") {\n          value\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n': {
    return: PredictiveSearchQuery;
    variables: PredictiveSearchQueryVariables;
  };
  '#graphql\n  query SearchTermCount($country: CountryCode, $language: LanguageCode, $term: String!)\n  @inContext(country: $country, language: $language) {\n    search(query: $term, types: [PRODUCT], first: 1) {\n      totalCount\n    }\n  }\n': {
    return: SearchTermCountQuery;
    variables: SearchTermCountQueryVariables;
  };
}

interface GeneratedMutationTypes {
  '#graphql\n  mutation CustomerAccessTokenCreateWithMultipass($multipassToken: String!) {\n    customerAccessTokenCreateWithMultipass(multipassToken: $multipassToken) {\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n': {
    return: CustomerAccessTokenCreateWithMultipassMutation;
    variables: CustomerAccessTokenCreateWithMultipassMutationVariables;
  };
  '#graphql\n  mutation CustomerAccessTokenDelete($customerAccessToken: String!) {\n    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {\n      deletedAccessToken\n    }\n  }\n': {
    return: CustomerAccessTokenDeleteMutation;
    variables: CustomerAccessTokenDeleteMutationVariables;
  };
  '#graphql\n  mutation CustomerSessionsRevoke($customerAccessToken: String!, $password: String!) {\n    customerUpdate(customerAccessToken: $customerAccessToken, customer: {password: $password}) {\n      customerAccessToken {\n        accessToken\n      }\n      customerUserErrors {\n        code\n        message\n      }\n    }\n  }\n': {
    return: CustomerSessionsRevokeMutation;
    variables: CustomerSessionsRevokeMutationVariables;
  };
  '#graphql\n  mutation CountryRebuild(\n    $oldCartId: ID!\n    $clearEmail: Boolean!\n    $input: CartInput!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    oldCart: cartBuyerIdentityUpdate(cartId: $oldCartId, buyerIdentity: {email: ""})\n      @include(if: $clearEmail) {\n      userErrors {\n        message\n      }\n    }\n    cartCreate(input: $input) {\n      cart {\n        ...CartApiMutation\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n  #graphql\n  fragment CartApiMutation on Cart {\n    ...CartFields\n    lines(first: 250) {\n      nodes {\n        ...CartLineFields\n      }\n    }\n  }\n  #graphql\n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    totalQuantity\n    createdAt\n    updatedAt\n    note\n    attributes {\n      key\n      value\n    }\n    buyerIdentity {\n      countryCode\n      email\n    }\n    cost {\n      subtotalAmount {\n        ...Money\n      }\n      totalAmount {\n        ...Money\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n      ... on CartCustomDiscountAllocation {\n        title\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n  }\n\n  #graphql\n  fragment CartLineFields on BaseCartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...Money\n      }\n      subtotalAmount {\n        ...Money\n      }\n      amountPerQuantity {\n        ...Money\n      }\n      compareAtAmountPerQuantity {\n        ...Money\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...Money\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n      ... on CartCustomDiscountAllocation {\n        title\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        title\n        sku\n        availableForSale\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        image {\n          ...ImageFields\n        }\n        selectedOptions {\n          name\n          value\n        }\n        cartDescription: metafield(namespace: "custom", key: "cart_description") {\n          value\n        }\n        product {\n          id\n          handle\n          title\n          vendor\n          tags\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n\n': {
    return: CountryRebuildMutation;
    variables: CountryRebuildMutationVariables;
  };
}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
