import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {purchasableVariant} from '~/features/cart/cart.server';
import {isGidOf} from '@brush/rules/gid';
import {privateSeo} from '~/features/account/account-forms.server';
import {useLoaderData} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {CART_PATH} from '~/lib/navigation';
import {WelcomeOfferForm} from '~/features/promos/WelcomeOfferForm';

// The welcome offer's page for a shopper without JavaScript (with it, the product page's
// dialog holds the same form).
export async function loader(args: LoaderFunctionArgs) {
  const {request, context} = args;
  const id = new URL(request.url).searchParams.get('variant') ?? '';
  const node = isGidOf('ProductVariant', id)
    ? await purchasableVariant(id, context)
    : null;
  if (!node) throw new Response('variant not found', {status: 404});
  return {
    merchandiseId: node.id,
    price: node.price,
    productTitle: node.product.title,
    seo: privateSeo(args, 'promos.welcome.title'),
  };
}

export {RouteErrorBoundary as ErrorBoundary} from '~/features/shell/StatusPage';

export {loaderSeoMeta as meta} from '~/ui/page-meta';

export default function WelcomeOfferPage() {
  const {t} = useTranslation();
  const {merchandiseId, price, productTitle} = useLoaderData<typeof loader>();
  return (
    <div className="container welcome-offer-page">
      <h1>{t('promos.welcome.title')}</h1>
      <WelcomeOfferForm
        merchandiseId={merchandiseId}
        price={price}
        productTitle={productTitle}
        fetcherKey="welcome-offer-page"
        busy={false}
        redirectTo={CART_PATH}
      />
    </div>
  );
}
