import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useLoaderData} from '@remix-run/react';
import {useTranslation} from 'react-i18next';
import {HOME_PRODUCTS_QUERY} from 'graphql/catalog';
import {ProductGrid} from '~/components/catalog/ProductCard';
import {productCardView} from '~/components/catalog/product-card-view';
import {VARIANTS_LIMIT} from '~/lib/limits';

/** Three rows of the widest grid. */
export const HOME_PRODUCTS_COUNT = 12;

export async function loader({context}: LoaderFunctionArgs) {
  const {storefront, market} = context;
  const {products} = await storefront.query(HOME_PRODUCTS_QUERY, {
    cache: storefront.CacheShort(),
    variables: {first: HOME_PRODUCTS_COUNT, variantsLimit: VARIANTS_LIMIT},
  });
  return {
    products: products.nodes.map((product) => productCardView(product, market)),
  };
}

export default function Home() {
  const {products} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <>
      <section className="container hero">
        <h1>{t('home.title')}</h1>
        <p className="lede">{t('home.intro')}</p>
      </section>
      <section className="container" aria-labelledby="best-sellers">
        <h2 id="best-sellers">{t('home.bestSellers')}</h2>
        <ProductGrid products={products} />
      </section>
    </>
  );
}
