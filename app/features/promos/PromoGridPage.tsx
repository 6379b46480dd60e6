import type {ReactNode} from 'react';

/** The first row of the widest grid is above the fold. */
const EAGER_CARDS = 4;

/** A promo page's heading and its grid of cards, or what it says when it has none. */
export function PromoGridPage<P extends {id: string}>({
  title,
  lede,
  empty,
  products,
  renderCard,
}: {
  title: string;
  lede?: string | null;
  empty: string;
  products: P[];
  renderCard: (product: P, eager: boolean) => ReactNode;
}) {
  return (
    <div className="container">
      <header className="page-heading promo-heading">
        <h1>{title}</h1>
        {lede && <p className="lede">{lede}</p>}
      </header>
      {products.length > 0 ? (
        <ul className="product-grid promo-grid">
          {products.map((product, index) => (
            <li key={product.id}>{renderCard(product, index < EAGER_CARDS)}</li>
          ))}
        </ul>
      ) : (
        <p className="promo-empty">{empty}</p>
      )}
    </div>
  );
}
