import {useEffect} from 'react';
import {Link, useFetcher} from '@remix-run/react';
import type {ConfirmationRecommendation} from './confirmation-recommendations.server';

/** The resource route the confirmation asks (app/routes/api.recommendations.ts). */
const RECOMMENDATIONS_API = '/api/recommendations';

/**
 * The recommendations of a confirmation whose page has none of its own (the collection card's
 * quick add, the promo dialogs, the secret shop): asked for once mounted, that is once the add
 * has completed, and shown when they arrive, so the shopper never waits for them
 * (docs/product/cart.md#add-to-cart-dialog). Nothing shows until then, or on a failure.
 */
export function ConfirmationRecommendations() {
  const fetcher = useFetcher<{recommendations: ConfirmationRecommendation[]}>();
  const {load, state, data} = fetcher;
  useEffect(() => {
    if (state === 'idle' && !data) void load(RECOMMENDATIONS_API);
  }, [load, state, data]);
  const recommendations = data?.recommendations ?? [];
  if (recommendations.length === 0) return null;
  return (
    <ul className="product-grid confirmation-recommendations">
      {recommendations.map((product) => (
        <li key={product.handle}>
          <Link to={`/products/${product.handle}`} prefetch="none">
            {product.image ? (
              <img
                src={product.image.url}
                alt={product.image.altText ?? ''}
                loading="lazy"
                width={160}
                height={160}
              />
            ) : null}
            <span>{product.title}</span> <span>{product.price}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
