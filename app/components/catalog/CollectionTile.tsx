import {Link} from '@remix-run/react';
import {Image} from '@shopify/hydrogen';
import type {CollectionSummaryFragment} from 'graphql/storefrontapi.generated';
import {decorative} from './decorative';

/** Tiles sit two to three abreast on wide screens, one per row on phones. */
const COLLECTION_TILE_SIZES = '(min-width: 1200px) 570px, (min-width: 768px) 48vw, 100vw';

export function CollectionTile({
  collection,
  eager = false,
  cta,
  headingLevel = 3,
}: {
  collection: CollectionSummaryFragment;
  eager?: boolean;
  /** One below the heading of the list the tile is in. */
  headingLevel?: 2 | 3;
  /** A call to action under the description ("shop eye brushes"). */
  cta?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Link
      to={`/collections/${collection.handle}`}
      className="collection-tile"
      prefetch="intent"
    >
      <div className="collection-tile__media">
        {collection.image && (
          <Image
            data={decorative(collection.image)}
            alt=""
            aspectRatio="4/3"
            crop="center"
            sizes={COLLECTION_TILE_SIZES}
            loading={eager ? 'eager' : 'lazy'}
          />
        )}
      </div>
      <div className="collection-tile__text">
        <Heading className="collection-tile__title">{collection.title}</Heading>
        {collection.description && <p>{collection.description}</p>}
        {cta && (
          <span className="collection-tile__cta">
            {cta} <span aria-hidden="true">→</span>
          </span>
        )}
      </div>
    </Link>
  );
}
