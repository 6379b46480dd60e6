import {readFileSync} from 'node:fs';
import {
  buildSchema,
  Kind,
  TypeInfo,
  validate,
  valueFromASTUntyped,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';

/**
 * Shopify's Function API schemas, as `shopify app function schema` writes them into each
 * function's folder (extensions/<handle>/schema.graphql, for the api_version its TOML names;
 * decision 0118 says where they come from). A function's input query is validated against its
 * own schema, as Shopify does when the app is deployed, and executed over it, so a function
 * receives exactly what its query asks for, with Shopify's types.
 */
const EXTENSIONS = new URL('../../../../extensions/', import.meta.url);

const schemas = new Map<string, GraphQLSchema>();

export function functionSchema(handle: string): GraphQLSchema {
  const loaded = schemas.get(handle);
  if (loaded) return loaded;
  let text: string;
  try {
    text = readFileSync(new URL(`${handle}/schema.graphql`, EXTENSIONS), 'utf8');
  } catch {
    throw new Error(
      `extensions/${handle}/schema.graphql is missing: it is Shopify's Function API schema, written by \`shopify app function schema\``,
    );
  }
  const schema = buildSchema(text);
  schemas.set(handle, schema);
  return schema;
}

/**
 * The fields of Shopify's schemas the platform answers (emulators/commerce/src/functions/input.ts
 * builds them from the cart), as schema coordinates. Shopify's schemas offer far more; a query
 * asking for a field outside this list is refused when the platform starts, with the field
 * named, rather than answered with null or nothing as no shop would be.
 */
export const PLATFORM_ANSWERS: ReadonlySet<string> = new Set([
  'Input.cart',
  'Input.localization',
  'Input.shop',
  'Input.presentmentCurrencyRate',
  'Input.discount',
  'Input.validation',
  'Discount.discountClasses',
  'Discount.metafield',
  'Validation.metafield',
  'Shop.localTime',
  'Shop.metafield',
  'LocalTime.date',
  'Localization.country',
  'Localization.language',
  'Country.isoCode',
  'Language.isoCode',
  'Cart.attribute',
  'Cart.buyerIdentity',
  'Cart.cost',
  'Cart.lines',
  'CartCost.subtotalAmount',
  'CartCost.totalAmount',
  'BuyerIdentity.customer',
  'BuyerIdentity.email',
  'BuyerIdentity.isAuthenticated',
  'Customer.id',
  'Customer.email',
  'Customer.hasAnyTag',
  'Customer.hasTags',
  'Customer.metafield',
  'CartLine.id',
  'CartLine.quantity',
  'CartLine.attribute',
  'CartLine.cost',
  'CartLine.merchandise',
  'CartLineCost.amountPerQuantity',
  'CartLineCost.subtotalAmount',
  'CartLineCost.totalAmount',
  // The platform's carts hold no custom product, so a query may ask for one and never get it.
  'CustomProduct.title',
  'ProductVariant.id',
  'ProductVariant.sku',
  'ProductVariant.title',
  'ProductVariant.product',
  'ProductVariant.metafield',
  'Product.id',
  'Product.handle',
  'Product.title',
  'Product.hasAnyTag',
  'Product.hasTags',
  'Product.inAnyCollection',
  'Product.inCollections',
  'Product.metafield',
  'HasTagResponse.tag',
  'HasTagResponse.hasTag',
  'CollectionMembership.collectionId',
  'CollectionMembership.isMember',
  'Attribute.key',
  'Attribute.value',
  'Metafield.type',
  'Metafield.value',
  'Metafield.jsonValue',
  'MoneyV2.amount',
  'MoneyV2.currencyCode',
]);

/**
 * Why an input query cannot run for `target` (e.g. cart.lines.discounts.generate.run): what
 * Shopify refuses (the query invalid against the function's schema, a field kept for other
 * targets by `@restrictTarget`), then what the platform cannot answer. Empty when it can run.
 */
export function inputQueryErrors(
  schema: GraphQLSchema,
  query: DocumentNode,
  target: string,
): string[] {
  const invalid = validate(schema, query).map(String);
  if (invalid.length > 0) return invalid;
  const errors = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  visit(
    query,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.name.value.startsWith('__')) return;
        const parent = typeInfo.getParentType();
        const coordinate = `${parent?.name ?? '?'}.${node.name.value}`;
        const restriction = typeInfo
          .getFieldDef()
          ?.astNode?.directives?.find(
            (directive) => directive.name.value === 'restrictTarget',
          );
        const only = restriction?.arguments?.find(
          (argument) => argument.name.value === 'only',
        );
        if (only && only.value.kind === Kind.LIST) {
          const targets = valueFromASTUntyped(only.value) as string[];
          if (!targets.includes(target)) {
            errors.add(
              `${coordinate} is only for ${targets.join(', ')} in Shopify's schema, not ${target}`,
            );
          }
        }
        if (!PLATFORM_ANSWERS.has(coordinate)) {
          errors.add(
            `${coordinate} is in Shopify's schema, but the local platform does not answer it (emulators/commerce/src/functions/input.ts)`,
          );
        }
      },
    }),
  );
  return [...errors];
}
