/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from '@shopify/hydrogen/storefront-api-types';

type CartLineFields_CartLine_Fragment = (
  Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
  & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }>, merchandise: (
    Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'>
    & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, cartDescription?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, product: Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'tags'> }
  ) }
);

type CartLineFields_ComponentizableCartLine_Fragment = (
  Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'>
  & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }>, merchandise: (
    Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'>
    & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, cartDescription?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, product: Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'tags'> }
  ) }
);

export type CartLineFieldsFragment = CartLineFields_CartLine_Fragment | CartLineFields_ComponentizableCartLine_Fragment;

export type CartApiQueryFragment = (
  Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'totalQuantity' | 'createdAt' | 'updatedAt' | 'note'>
  & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email'>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }>, lines: { nodes: Array<(
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }>, merchandise: (
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, cartDescription?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, product: Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'tags'> }
      ) }
    ) | (
      Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }>, merchandise: (
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, cartDescription?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, product: Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'tags'> }
      ) }
    )> } }
);

export type HomeProductsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  first: StorefrontAPI.Scalars['Int']['input'];
  variantsLimit: StorefrontAPI.Scalars['Int']['input'];
}>;


export type HomeProductsQuery = { products: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, variants: { nodes: Array<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'sku' | 'availableForSale' | 'currentlyNotInStock'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
        )> } }
    )> } };

export type CollectionQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  variantsLimit: StorefrontAPI.Scalars['Int']['input'];
}>;


export type CollectionQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'>
    & { seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, variants: { nodes: Array<(
            Pick<StorefrontAPI.ProductVariant, 'id' | 'sku' | 'availableForSale' | 'currentlyNotInStock'>
            & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
          )> } }
      )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'> } }
  )> };

export type MoneyFragment = Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;

export type ImageFieldsFragment = Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>;

export type ProductCardFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags'>
  & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, variants: { nodes: Array<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'sku' | 'availableForSale' | 'currentlyNotInStock'>
      & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
    )> } }
);

export type MenuItemFieldsFragment = Pick<StorefrontAPI.MenuItem, 'id' | 'resourceId' | 'title' | 'type' | 'url'>;

export type MenuFieldsFragment = (
  Pick<StorefrontAPI.Menu, 'id' | 'handle'>
  & { items: Array<(
    Pick<StorefrontAPI.MenuItem, 'id' | 'resourceId' | 'title' | 'type' | 'url'>
    & { items: Array<(
      Pick<StorefrontAPI.MenuItem, 'id' | 'resourceId' | 'title' | 'type' | 'url'>
      & { items: Array<Pick<StorefrontAPI.MenuItem, 'id' | 'resourceId' | 'title' | 'type' | 'url'>> }
    )> }
  )> }
);

export type LayoutQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  headerMenuHandle: StorefrontAPI.Scalars['String']['input'];
}>;


export type LayoutQuery = { shop: (
    Pick<StorefrontAPI.Shop, 'id' | 'name' | 'description'>
    & { primaryDomain: Pick<StorefrontAPI.Domain, 'url'> }
  ), localization: { country: (
      Pick<StorefrontAPI.Country, 'isoCode' | 'name'>
      & { currency: Pick<StorefrontAPI.Currency, 'isoCode' | 'symbol'> }
    ), language: Pick<StorefrontAPI.Language, 'isoCode'> }, headerMenu?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Menu, 'id' | 'handle'>
    & { items: Array<(
      Pick<StorefrontAPI.MenuItem, 'id' | 'resourceId' | 'title' | 'type' | 'url'>
      & { items: Array<(
        Pick<StorefrontAPI.MenuItem, 'id' | 'resourceId' | 'title' | 'type' | 'url'>
        & { items: Array<Pick<StorefrontAPI.MenuItem, 'id' | 'resourceId' | 'title' | 'type' | 'url'>> }
      )> }
    )> }
  )> };

export type FooterQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  footerMenuHandle: StorefrontAPI.Scalars['String']['input'];
}>;


export type FooterQuery = { footerMenu?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Menu, 'id' | 'handle'>
    & { items: Array<(
      Pick<StorefrontAPI.MenuItem, 'id' | 'resourceId' | 'title' | 'type' | 'url'>
      & { items: Array<(
        Pick<StorefrontAPI.MenuItem, 'id' | 'resourceId' | 'title' | 'type' | 'url'>
        & { items: Array<Pick<StorefrontAPI.MenuItem, 'id' | 'resourceId' | 'title' | 'type' | 'url'>> }
      )> }
    )> }
  )> };

export type ProductVariantFieldsFragment = (
  Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale' | 'currentlyNotInStock'>
  & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, customTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, checkoutDescription?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
);

export type ProductQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
  imagesLimit: StorefrontAPI.Scalars['Int']['input'];
  variantsLimit: StorefrontAPI.Scalars['Int']['input'];
}>;


export type ProductQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags' | 'description' | 'descriptionHtml'>
    & { seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, options: Array<(
      Pick<StorefrontAPI.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontAPI.ProductOptionValue, 'name'>> }
    )>, headline?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, brief?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, video?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, prototypeDescription?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, imageWide?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<{ image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }> }>, variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale' | 'currentlyNotInStock'>
        & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, customTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, checkoutDescription?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, hidden?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
      )> } }
  )> };

interface GeneratedQueryTypes {
  "#graphql\n  query HomeProducts(\n    $country: CountryCode\n    $language: LanguageCode\n    $first: Int!\n    $variantsLimit: Int!\n  ) @inContext(country: $country, language: $language) {\n    products(first: $first, sortKey: BEST_SELLING) {\n      nodes {\n        ...ProductCard\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    productType\n    tags\n    featuredImage {\n      ...ImageFields\n    }\n    variants(first: $variantsLimit) {\n      nodes {\n        id\n        sku\n        availableForSale\n        currentlyNotInStock\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        hidden: metafield(namespace: \"custom\", key: \"hidden\") {\n          value\n        }\n      }\n    }\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: HomeProductsQuery, variables: HomeProductsQueryVariables},
  "#graphql\n  query Collection(\n    $country: CountryCode\n    $language: LanguageCode\n    $handle: String!\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $variantsLimit: Int!\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      handle\n      title\n      description\n      seo {\n        title\n        description\n      }\n      image {\n        ...ImageFields\n      }\n      products(\n        first: $first\n        last: $last\n        before: $startCursor\n        after: $endCursor\n        sortKey: COLLECTION_DEFAULT\n      ) {\n        nodes {\n          ...ProductCard\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    productType\n    tags\n    featuredImage {\n      ...ImageFields\n    }\n    variants(first: $variantsLimit) {\n      nodes {\n        id\n        sku\n        availableForSale\n        currentlyNotInStock\n        price {\n          ...Money\n        }\n        compareAtPrice {\n          ...Money\n        }\n        hidden: metafield(namespace: \"custom\", key: \"hidden\") {\n          value\n        }\n      }\n    }\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: CollectionQuery, variables: CollectionQueryVariables},
  "#graphql\n  query Layout(\n    $country: CountryCode\n    $language: LanguageCode\n    $headerMenuHandle: String!\n  ) @inContext(country: $country, language: $language) {\n    shop {\n      id\n      name\n      description\n      primaryDomain {\n        url\n      }\n    }\n    localization {\n      country {\n        isoCode\n        name\n        currency {\n          isoCode\n          symbol\n        }\n      }\n      language {\n        isoCode\n      }\n    }\n    headerMenu: menu(handle: $headerMenuHandle) {\n      ...MenuFields\n    }\n  }\n  #graphql\n  fragment MenuItemFields on MenuItem {\n    id\n    resourceId\n    title\n    type\n    url\n  }\n  fragment MenuFields on Menu {\n    id\n    handle\n    items {\n      ...MenuItemFields\n      items {\n        ...MenuItemFields\n        items {\n          ...MenuItemFields\n        }\n      }\n    }\n  }\n\n": {return: LayoutQuery, variables: LayoutQueryVariables},
  "#graphql\n  query Footer(\n    $country: CountryCode\n    $language: LanguageCode\n    $footerMenuHandle: String!\n  ) @inContext(country: $country, language: $language) {\n    footerMenu: menu(handle: $footerMenuHandle) {\n      ...MenuFields\n    }\n  }\n  #graphql\n  fragment MenuItemFields on MenuItem {\n    id\n    resourceId\n    title\n    type\n    url\n  }\n  fragment MenuFields on Menu {\n    id\n    handle\n    items {\n      ...MenuItemFields\n      items {\n        ...MenuItemFields\n        items {\n          ...MenuItemFields\n        }\n      }\n    }\n  }\n\n": {return: FooterQuery, variables: FooterQueryVariables},
  "#graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    title\n    sku\n    availableForSale\n    currentlyNotInStock\n    selectedOptions {\n      name\n      value\n    }\n    price {\n      ...Money\n    }\n    compareAtPrice {\n      ...Money\n    }\n    image {\n      ...ImageFields\n    }\n    customTitle: metafield(namespace: \"custom\", key: \"title\") {\n      value\n    }\n    checkoutDescription: metafield(namespace: \"custom\", key: \"checkout_description\") {\n      value\n    }\n    hidden: metafield(namespace: \"custom\", key: \"hidden\") {\n      value\n    }\n  }\n  query Product(\n    $country: CountryCode\n    $language: LanguageCode\n    $handle: String!\n    $imagesLimit: Int!\n    $variantsLimit: Int!\n  ) @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      vendor\n      productType\n      tags\n      description\n      descriptionHtml\n      seo {\n        title\n        description\n      }\n      featuredImage {\n        ...ImageFields\n      }\n      images(first: $imagesLimit) {\n        nodes {\n          ...ImageFields\n        }\n      }\n      options {\n        name\n        optionValues {\n          name\n        }\n      }\n      headline: metafield(namespace: \"custom\", key: \"headline\") {\n        value\n      }\n      brief: metafield(namespace: \"custom\", key: \"brief\") {\n        value\n      }\n      video: metafield(namespace: \"custom\", key: \"video\") {\n        value\n      }\n      prototypeDescription: metafield(namespace: \"custom\", key: \"prototype_description\") {\n        value\n      }\n      imageWide: metafield(namespace: \"custom\", key: \"image_wide\") {\n        reference {\n          ... on MediaImage {\n            image {\n              ...ImageFields\n            }\n          }\n        }\n      }\n      variants(first: $variantsLimit) {\n        nodes {\n          ...ProductVariantFields\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: ProductQuery, variables: ProductQueryVariables},
}

interface GeneratedMutationTypes {
}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
