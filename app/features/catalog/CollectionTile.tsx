import {Link} from '@remix-run/react';
import {Image} from '@shopify/hydrogen';
import {memo} from 'react';
import type {CollectionSummaryFragment} from '#graphql/storefrontapi.generated';
import {decorative} from './images';

/** Tiles three abreast from 1024px. */
export const COLLECTION_GRID_SIZES =
  '(min-width: 1200px) 370px, (min-width: 1024px) 31vw, (min-width: 768px) 48vw, 100vw';
/** Tiles two abreast from 768px (.collection-grid--pair). */
export const COLLECTION_PAIR_SIZES =
  '(min-width: 1200px) 560px, (min-width: 768px) 48vw, 100vw';

// Memoized: every router change (each fetcher's loading and idle) renders the route
// again, while the loader's data keeps these props the same objects.
export const CollectionTile = memo(function CollectionTile({
  collection,
  sizes,
  eager = false,
  priority = false,
  headingLevel = 3,
}: {
  collection: CollectionSummaryFragment;
  /** How wide the tile is drawn: COLLECTION_GRID_SIZES or COLLECTION_PAIR_SIZES. */
  sizes: string;
  eager?: boolean;
  /** The page's largest image when it first paints: fetched before the others. */
  priority?: boolean;
  /** One below the heading of the list the tile is in. */
  headingLevel?: 2 | 3;
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
            sizes={sizes}
            loading={eager || priority ? 'eager' : 'lazy'}
            // React 18 does not know fetchPriority yet.
            {...(priority ? {fetchpriority: 'high'} : {})}
          />
        )}
      </div>
      <div className="collection-tile__text">
        <Heading className="collection-tile__title">{collection.title}</Heading>
        {collection.description && <p>{collection.description}</p>}
      </div>
    </Link>
  );
});
