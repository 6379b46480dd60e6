import {useEffect, useState} from 'react';
import {Link} from '@remix-run/react';
import type {ConfirmationRecommendation} from './confirmation-recommendations.server';

/** The recommendations of a confirmation whose page has none of its own. */
export function ConfirmationRecommendations() {
  const [recommendations, setRecommendations] = useState<ConfirmationRecommendation[]>(
    [],
  );
  useEffect(() => {
    let current = true;
    fetch('/api/recommendations', {headers: {Accept: 'application/json'}})
      .then((response) =>
        response.ok
          ? (response.json() as Promise<{recommendations: ConfirmationRecommendation[]}>)
          : null,
      )
      .then((answer) => {
        if (current && answer) setRecommendations(answer.recommendations);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
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
