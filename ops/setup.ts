import {COUNTRIES, SUPPORTED_LANGUAGES, currencyForCountry} from '@brush/rules/countries';
import {CANADA_DISCOUNT_TITLE} from '@brush/rules/country-discount';
import {SECRET_SHOP_TAG_PREFIX} from '@brush/rules/customer';
import {priceTagsOf} from '@brush/rules/price-tags';
import {CONCEPT_STORE_COLLECTION_HANDLE} from '@brush/rules/promos';
import {adminClient} from '../app/server/admin-client.server';
import {LOCAL_SECRET_SHOP_COLLECTIONS} from '../dev/local-env';

/**
 * What a shop needs before the storefront's special prices and settlement work, set up through
 * the Admin API from a token and the environment (docs/operations.md, "Going live"): metafield
 * definitions, the functions switched on with their configuration, the webhook subscriptions,
 * and custom/price_tags on every product. Each step compares what the shop has with what it
 * needs, so a second run changes nothing; what the Admin API cannot create is reported.
 */

export interface SetupOptions {
  /** The shop's domain (`brush.myshopify.com`), or the local platform's origin. */
  shop: string;
  /** An Admin API token of the app, with the scopes of extensions/shopify.app.toml. */
  token: string;
  /** Where the storefront answers; its /webhooks receives the shop's webhooks. */
  storefrontOrigin: string;
  surveyProofKey: string;
  sharedShopKey: string;
  /** `name:collection id` of each secret-shop collection the customers' tags name. */
  secretShopCollections: readonly string[];
  dryRun: boolean;
}

export interface PlanItem {
  action: 'create' | 'update' | 'unchanged';
  what: string;
}

export interface SetupResult {
  items: PlanItem[];
  /** What the shop lacks that setup cannot create, in words for the operator. */
  lacks: string[];
}

type Admin = ReturnType<typeof adminClient>;

async function ask<T>(admin: Admin, query: string, variables: object = {}): Promise<T> {
  const {data, errors} = await admin.request<T>(query, {variables});
  if (errors || !data) {
    throw new Error(
      `Admin API: ${errors?.message ?? 'no data'} ${JSON.stringify(errors?.graphQLErrors ?? '')}`,
    );
  }
  const failed = Object.values(
    data as Record<string, {userErrors?: {message: string}[]}>,
  ).flatMap((payload) => payload?.userErrors ?? []);
  if (failed.length > 0)
    throw new Error(`Admin API: ${failed.map((e) => e.message).join('; ')}`);
  return data;
}

/** Metafields the storefront reads (storefront access) and those only the functions read. */
const DEFINITIONS: readonly {
  ownerType: string;
  namespace: string;
  key: string;
  type: string;
  storefront: boolean;
}[] = [
  {
    ownerType: 'CUSTOMER',
    namespace: 'credit',
    key: 'balance',
    type: 'number_decimal',
    storefront: true,
  },
  {
    ownerType: 'CUSTOMER',
    namespace: 'secret_shop',
    key: 'claimed',
    type: 'single_line_text_field',
    storefront: true,
  },
  {
    ownerType: 'CUSTOMER',
    namespace: 'limits',
    key: 'white_cheek_bought',
    type: 'number_integer',
    storefront: false,
  },
  {
    ownerType: 'SHOP',
    namespace: 'custom',
    key: 'free_item_rules',
    type: 'json',
    storefront: true,
  },
  {
    ownerType: 'SHOP',
    namespace: 'custom',
    key: 'bogo_offers',
    type: 'json',
    storefront: true,
  },
  {
    ownerType: 'SHOP',
    namespace: 'secret_shop',
    key: 'shared_claims',
    type: 'json',
    storefront: false,
  },
  {
    ownerType: 'SHOP',
    namespace: 'survey',
    key: 'used_responses',
    type: 'json',
    storefront: false,
  },
  {
    ownerType: 'SHOP',
    namespace: 'welcome',
    key: 'used_emails',
    type: 'json',
    storefront: false,
  },
  {
    ownerType: 'PRODUCT',
    namespace: 'custom',
    key: 'brief',
    type: 'multi_line_text_field',
    storefront: true,
  },
  {
    ownerType: 'PRODUCT',
    namespace: 'custom',
    key: 'headline',
    type: 'single_line_text_field',
    storefront: true,
  },
  {
    ownerType: 'PRODUCT',
    namespace: 'custom',
    key: 'image_wide',
    type: 'file_reference',
    storefront: true,
  },
  {
    ownerType: 'PRODUCT',
    namespace: 'custom',
    key: 'video',
    type: 'url',
    storefront: true,
  },
  {
    ownerType: 'PRODUCT',
    namespace: 'secret_shop',
    key: 'image',
    type: 'file_reference',
    storefront: true,
  },
  {
    ownerType: 'PRODUCT',
    namespace: 'seo',
    key: 'hidden',
    type: 'number_integer',
    storefront: true,
  },
  {
    ownerType: 'PRODUCT',
    namespace: 'custom',
    key: 'price_tags',
    type: 'list.single_line_text_field',
    storefront: false,
  },
  {
    ownerType: 'PRODUCTVARIANT',
    namespace: 'custom',
    key: 'cart_description',
    type: 'single_line_text_field',
    storefront: true,
  },
  {
    ownerType: 'PRODUCTVARIANT',
    namespace: 'custom',
    key: 'checkout_description',
    type: 'single_line_text_field',
    storefront: true,
  },
  {
    ownerType: 'PRODUCTVARIANT',
    namespace: 'custom',
    key: 'hidden',
    type: 'boolean',
    storefront: true,
  },
  {
    ownerType: 'PRODUCTVARIANT',
    namespace: 'custom',
    key: 'title',
    type: 'single_line_text_field',
    storefront: true,
  },
  {
    ownerType: 'COLLECTION',
    namespace: 'seo',
    key: 'hidden',
    type: 'number_integer',
    storefront: true,
  },
];

/** The webhooks the storefront settles from; the bodies carry only what it reads from them. */
const SUBSCRIPTIONS: readonly {topic: string; includeFields: string[]}[] = [
  {topic: 'ORDERS_PAID', includeFields: ['admin_graphql_api_id']},
  {topic: 'ORDERS_CANCELLED', includeFields: ['admin_graphql_api_id']},
  {topic: 'REFUNDS_CREATE', includeFields: ['order_id']},
  {topic: 'PRODUCTS_CREATE', includeFields: ['admin_graphql_api_id']},
  {topic: 'PRODUCTS_UPDATE', includeFields: ['admin_graphql_api_id']},
];

/** The date the rules start from: fixed, so that running setup again changes nothing. */
const STARTS_AT = '2025-01-01T00:00:00Z';
const COMBINES_WITH = {
  productDiscounts: true,
  orderDiscounts: true,
  shippingDiscounts: false,
};
const CONFIGURATION_KEY = 'function-configuration';

interface FunctionPlan {
  handle: string;
  title: string;
  discountClasses: ('PRODUCT' | 'ORDER')[];
  configuration: object | null;
}

/** The functions as the shop switches them on; in this order, canada's 10% before credit. */
function functionPlans(options: SetupOptions, conceptStoreId: string | null) {
  const secretShopTags = options.secretShopCollections.map(
    (entry) => `${SECRET_SHOP_TAG_PREFIX}${entry}`,
  );
  const programme = {
    conceptStoreCollectionIds: conceptStoreId ? [conceptStoreId] : [],
    secretShopTags,
    secretShopCollectionIds: options.secretShopCollections.map(
      (entry) => `gid://shopify/Collection/${entry.split(':')[1]}`,
    ),
    sharedShopSigningKey: options.sharedShopKey,
  };
  const discounts: FunctionPlan[] = [
    {
      handle: 'programme-prices',
      title: 'programme prices',
      discountClasses: ['PRODUCT'],
      configuration: programme,
    },
    {
      handle: 'survey-discount',
      title: 'survey discount',
      discountClasses: ['PRODUCT'],
      configuration: {signingKey: options.surveyProofKey},
    },
    {
      handle: 'welcome-offer',
      title: 'welcome offer',
      discountClasses: ['PRODUCT'],
      configuration: {signingKey: options.surveyProofKey},
    },
    {
      handle: 'canada-discount',
      title: CANADA_DISCOUNT_TITLE,
      discountClasses: ['ORDER'],
      configuration: null,
    },
    {
      handle: 'store-credit',
      title: 'store credit',
      discountClasses: ['ORDER'],
      configuration: null,
    },
  ];
  const validation: FunctionPlan = {
    handle: 'cart-checks',
    title: 'cart checks',
    discountClasses: [],
    configuration: {...programme, surveySigningKey: options.surveyProofKey},
  };
  return {discounts, validation};
}

const configurationMetafields = (plan: FunctionPlan) =>
  plan.configuration
    ? [
        {
          namespace: `$app:${plan.handle}`,
          key: CONFIGURATION_KEY,
          type: 'json',
          value: JSON.stringify(plan.configuration),
        },
      ]
    : [];

const sameJson = (a: string | null | undefined, b: string | null | undefined) => {
  try {
    return (
      JSON.stringify(JSON.parse(a ?? 'null')) === JSON.stringify(JSON.parse(b ?? 'null'))
    );
  } catch {
    return false;
  }
};

export async function setUpShop(options: SetupOptions): Promise<SetupResult> {
  const admin = adminClient(options.shop, options.token);
  const items: PlanItem[] = [];
  const lacks: string[] = [];
  const step = async (
    action: PlanItem['action'],
    what: string,
    apply: () => Promise<unknown>,
  ) => {
    items.push({action, what});
    if (action !== 'unchanged' && !options.dryRun) await apply();
  };

  // Metafield definitions.
  for (const definition of DEFINITIONS) {
    const {metafieldDefinitions} = await ask<{
      metafieldDefinitions: {nodes: {type: {name: string}}[]};
    }>(
      admin,
      `query Definitions($ownerType: MetafieldOwnerType!, $namespace: String, $key: String) {
        metafieldDefinitions(ownerType: $ownerType, namespace: $namespace, key: $key, first: 1) {
          nodes { type { name } }
        }
      }`,
      definition,
    );
    const name = `metafield definition ${definition.ownerType.toLowerCase()} ${definition.namespace}.${definition.key}`;
    const existing = metafieldDefinitions.nodes[0];
    if (existing && existing.type.name !== definition.type) {
      lacks.push(
        `${name} exists with type ${existing.type.name}, not ${definition.type}: change it in the admin`,
      );
      continue;
    }
    await step(existing ? 'unchanged' : 'create', name, () =>
      ask(
        admin,
        `mutation Define($definition: MetafieldDefinitionInput!) {
          metafieldDefinitionCreate(definition: $definition) { userErrors { message } }
        }`,
        {
          definition: {
            name: `${definition.namespace}.${definition.key}`,
            ownerType: definition.ownerType,
            namespace: definition.namespace,
            key: definition.key,
            type: definition.type,
            access: {storefront: definition.storefront ? 'PUBLIC_READ' : 'NONE'},
          },
        },
      ),
    );
  }

  // The functions, switched on with their configuration.
  const {conceptStore, shopifyFunctions, discountNodes, validations} = await ask<{
    conceptStore: {id: string} | null;
    shopifyFunctions: {nodes: {id: string; handle: string}[]};
    discountNodes: {
      nodes: {
        id: string;
        discount: {
          __typename: string;
          title?: string;
          discountClasses?: string[];
          combinesWith?: typeof COMBINES_WITH;
          appDiscountType?: {functionId: string};
        };
        metafields: {nodes: {namespace: string; key: string; value: string}[]};
      }[];
    };
    validations: {
      nodes: {
        id: string;
        enabled: boolean;
        shopifyFunction: {id: string};
        metafields: {nodes: {namespace: string; key: string; value: string}[]};
      }[];
    };
  }>(
    admin,
    `query Functions($conceptStore: String!) {
      conceptStore: collectionByHandle(handle: $conceptStore) { id }
      shopifyFunctions(first: 25) { nodes { id handle } }
      discountNodes(first: 250) {
        nodes {
          id
          discount {
            __typename
            ... on DiscountAutomaticApp {
              title discountClasses
              combinesWith { productDiscounts orderDiscounts shippingDiscounts }
              appDiscountType { functionId }
            }
          }
          metafields(first: 10) { nodes { namespace key value } }
        }
      }
      validations(first: 25) {
        nodes { id enabled shopifyFunction { id } metafields(first: 10) { nodes { namespace key value } } }
      }
    }`,
    {conceptStore: CONCEPT_STORE_COLLECTION_HANDLE},
  );
  if (!conceptStore)
    lacks.push(
      `the concept-store collection (handle ${CONCEPT_STORE_COLLECTION_HANDLE})`,
    );
  const plans = functionPlans(options, conceptStore?.id ?? null);
  const functionId = (handle: string) =>
    shopifyFunctions.nodes.find((fn) => fn.handle === handle)?.id;
  const configurationOf = (
    metafields: {nodes: {namespace: string; key: string; value: string}[]},
    plan: FunctionPlan,
  ) =>
    metafields.nodes.find(
      (metafield) =>
        metafield.namespace === `$app:${plan.handle}` &&
        metafield.key === CONFIGURATION_KEY,
    )?.value ?? null;
  for (const plan of plans.discounts) {
    const id = functionId(plan.handle);
    if (!id) {
      lacks.push(
        `the app's function ${plan.handle}: deploy the app (shopify app deploy)`,
      );
      continue;
    }
    const existing = discountNodes.nodes.find(
      (node) => node.discount.appDiscountType?.functionId === id,
    );
    const wanted = {
      title: plan.title,
      functionHandle: plan.handle,
      startsAt: STARTS_AT,
      discountClasses: plan.discountClasses,
      combinesWith: COMBINES_WITH,
      metafields: configurationMetafields(plan),
    };
    const what = `automatic discount "${plan.title}" (${plan.handle})`;
    if (!existing) {
      await step('create', what, () =>
        ask(
          admin,
          `mutation Discount($discount: DiscountAutomaticAppInput!) {
            discountAutomaticAppCreate(automaticAppDiscount: $discount) { userErrors { message } }
          }`,
          {discount: wanted},
        ),
      );
      continue;
    }
    const {discount} = existing;
    const same =
      discount.title === plan.title &&
      JSON.stringify(discount.discountClasses) === JSON.stringify(plan.discountClasses) &&
      JSON.stringify(discount.combinesWith) === JSON.stringify(COMBINES_WITH) &&
      sameJson(
        configurationOf(existing.metafields, plan),
        plan.configuration ? JSON.stringify(plan.configuration) : null,
      );
    await step(same ? 'unchanged' : 'update', what, () =>
      ask(
        admin,
        `mutation Discount($id: ID!, $discount: DiscountAutomaticAppInput!) {
          discountAutomaticAppUpdate(id: $id, automaticAppDiscount: $discount) { userErrors { message } }
        }`,
        {id: existing.id, discount: {...wanted, functionHandle: undefined}},
      ),
    );
  }
  const validationId = functionId(plans.validation.handle);
  if (!validationId) {
    lacks.push(
      `the app's function ${plans.validation.handle}: deploy the app (shopify app deploy)`,
    );
  } else {
    const existing = validations.nodes.find(
      (node) => node.shopifyFunction.id === validationId,
    );
    const what = `checkout validation "${plans.validation.title}" (${plans.validation.handle})`;
    const input = {
      title: plans.validation.title,
      enable: true,
      blockOnFailure: true,
      metafields: configurationMetafields(plans.validation),
    };
    if (!existing) {
      await step('create', what, () =>
        ask(
          admin,
          `mutation Validate($validation: ValidationCreateInput!) {
            validationCreate(validation: $validation) { userErrors { message } }
          }`,
          {validation: {...input, functionHandle: plans.validation.handle}},
        ),
      );
    } else {
      const same =
        existing.enabled &&
        sameJson(
          configurationOf(existing.metafields, plans.validation),
          JSON.stringify(plans.validation.configuration),
        );
      await step(same ? 'unchanged' : 'update', what, () =>
        ask(
          admin,
          `mutation Validate($id: ID!, $validation: ValidationUpdateInput!) {
            validationUpdate(id: $id, validation: $validation) { userErrors { message } }
          }`,
          {id: existing.id, validation: input},
        ),
      );
    }
  }

  // Webhook subscriptions.
  const uri = new URL('/webhooks', options.storefrontOrigin).href;
  const {webhookSubscriptions} = await ask<{
    webhookSubscriptions: {nodes: {topic: string; uri: string}[]};
  }>(admin, `{ webhookSubscriptions(first: 100) { nodes { topic uri } } }`);
  for (const {topic, includeFields} of SUBSCRIPTIONS) {
    const exists = webhookSubscriptions.nodes.some(
      (node) => node.topic === topic && node.uri === uri,
    );
    await step(exists ? 'unchanged' : 'create', `webhook ${topic} → ${uri}`, () =>
      ask(
        admin,
        `mutation Subscribe($topic: WebhookSubscriptionTopic!, $subscription: WebhookSubscriptionInput!) {
          webhookSubscriptionCreate(topic: $topic, webhookSubscription: $subscription) { userErrors { message } }
        }`,
        {topic, subscription: {uri, format: 'JSON', includeFields}},
      ),
    );
  }

  // custom/price_tags on every product, from its tags.
  let after: string | null = null;
  const writes: object[] = [];
  for (;;) {
    const {
      products,
    }: {
      products: {
        nodes: {id: string; tags: string[]; priceTags: {value: string} | null}[];
        pageInfo: {hasNextPage: boolean; endCursor: string | null};
      };
    } = await ask(
      admin,
      `query Products($after: String) {
        products(first: 250, after: $after) {
          nodes { id tags priceTags: metafield(namespace: "custom", key: "price_tags") { value } }
          pageInfo { hasNextPage endCursor }
        }
      }`,
      {after},
    );
    for (const product of products.nodes) {
      const tags = priceTagsOf(product.tags);
      const value = tags.length > 0 ? JSON.stringify(tags) : null;
      if (sameJson(value, product.priceTags?.value ?? null)) continue;
      if (value === null) {
        await step('update', `price tags of ${product.id} (none left)`, () =>
          ask(
            admin,
            `mutation Clear($metafields: [MetafieldIdentifierInput!]!) {
              metafieldsDelete(metafields: $metafields) { userErrors { message } }
            }`,
            {metafields: [{ownerId: product.id, namespace: 'custom', key: 'price_tags'}]},
          ),
        );
        continue;
      }
      items.push({
        action: product.priceTags ? 'update' : 'create',
        what: `price tags of ${product.id}`,
      });
      writes.push({
        ownerId: product.id,
        namespace: 'custom',
        key: 'price_tags',
        type: 'list.single_line_text_field',
        value,
      });
    }
    if (!products.pageInfo.hasNextPage) break;
    after = products.pageInfo.endCursor;
  }
  for (let start = 0; start < writes.length && !options.dryRun; start += 25) {
    await ask(
      admin,
      `mutation Tags($metafields: [MetafieldsSetInput!]!) {
        metafieldsSet(metafields: $metafields) { userErrors { message } }
      }`,
      {metafields: writes.slice(start, start + 25)},
    );
  }

  lacks.push(...(await missingFromShop(admin, options)));
  return {items, lacks};
}

/** Markets, currencies, languages and secret-shop collections: the merchant's to create. */
async function missingFromShop(admin: Admin, options: SetupOptions): Promise<string[]> {
  const data = await ask<{
    shop: {enabledPresentmentCurrencies: string[]};
    markets: {nodes: {enabled: boolean; regions: {nodes: {code?: string}[]}}[]};
    shopLocales: {locale: string}[];
  }>(
    admin,
    `{
      shop { enabledPresentmentCurrencies }
      markets(first: 250) { nodes { enabled regions(first: 250) { nodes { ... on MarketRegionCountry { code } } } } }
      shopLocales(published: true) { locale }
    }`,
  );
  const lacks: string[] = [];
  const sold = new Set(
    data.markets.nodes
      .filter((market) => market.enabled)
      .flatMap((market) => market.regions.nodes.map((region) => region.code)),
  );
  const unsold = COUNTRIES.map((country) => country.code).filter(
    (code) => !sold.has(code),
  );
  if (unsold.length > 0) lacks.push(`markets for ${unsold.join(', ')}`);
  const currencies = [
    ...new Set(COUNTRIES.map((country) => currencyForCountry(country.code))),
  ];
  const missingCurrencies = currencies.filter(
    (code) => !data.shop.enabledPresentmentCurrencies.includes(code),
  );
  if (missingCurrencies.length > 0)
    lacks.push(`currencies ${missingCurrencies.join(', ')}`);
  const languages = data.shopLocales.map((locale) => locale.locale.slice(0, 2));
  const missingLanguages = SUPPORTED_LANGUAGES.filter(
    (language) => !languages.includes(language),
  );
  if (missingLanguages.length > 0)
    lacks.push(`published languages ${missingLanguages.join(', ')}`);
  if (options.secretShopCollections.length === 0) {
    lacks.push('secret-shop collections: SECRET_SHOP_COLLECTIONS names none');
  }
  for (const entry of options.secretShopCollections) {
    const [name, id] = entry.split(':');
    const {collection} = await ask<{collection: {id: string} | null}>(
      admin,
      `query Collection($id: ID!) { collection(id: $id) { id } }`,
      {id: `gid://shopify/Collection/${id}`},
    );
    if (!collection) lacks.push(`the secret-shop collection ${name} (${id})`);
  }
  return lacks;
}

/** The report setup prints: what it did (or would do), and what the shop still lacks. */
export function setupReport(result: SetupResult, dryRun: boolean): string {
  const changes = result.items.filter((item) => item.action !== 'unchanged');
  const lines =
    changes.length === 0
      ? [`No change: the shop is set up (${result.items.length} items checked).`]
      : [
          dryRun ? 'Plan (dry run, nothing changed):' : 'Changed:',
          ...changes.map((item) => `  ${item.action.padEnd(7)} ${item.what}`),
          `  (${result.items.length - changes.length} items already as needed)`,
        ];
  if (result.lacks.length > 0) {
    lines.push(
      'The shop lacks what setup cannot create (do it in the Shopify admin):',
      ...result.lacks.map((lack) => `  - ${lack}`),
    );
  }
  return lines.join('\n');
}

/** The variables setup reads; SECRET_SHOP_COLLECTIONS defaults to the local seed's. */
const REQUIRED = [
  'PUBLIC_STORE_DOMAIN',
  'SHOPIFY_ADMIN_API_TOKEN',
  'PUBLIC_STOREFRONT_ORIGIN',
  'SURVEY_PROOF_KEY',
  'SHARED_SHOP_KEY',
] as const;

/** Setup's options from an environment, or the names of the variables it lacks. */
export function setupOptionsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  dryRun: boolean,
): SetupOptions | {missing: string[]} {
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) return {missing};
  const collections =
    env.SECRET_SHOP_COLLECTIONS ??
    (/^http:\/\/(127\.0\.0\.1|localhost)/.test(env.PUBLIC_STORE_DOMAIN ?? '')
      ? LOCAL_SECRET_SHOP_COLLECTIONS
      : '');
  return {
    shop: env.PUBLIC_STORE_DOMAIN as string,
    token: env.SHOPIFY_ADMIN_API_TOKEN as string,
    storefrontOrigin: env.PUBLIC_STOREFRONT_ORIGIN as string,
    surveyProofKey: env.SURVEY_PROOF_KEY as string,
    sharedShopKey: env.SHARED_SHOP_KEY as string,
    secretShopCollections: collections
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    dryRun,
  };
}
