import {Image} from '@shopify/hydrogen';
import {useState} from 'react';
import {useTranslation} from '~/i18n/react';
import type {ImageFieldsFragment} from '#graphql/storefrontapi.generated';
import {decorative, keptImageUrl} from './images';

/** The main image: full width on phones. */
const GALLERY_SIZES = '(min-width: 1200px) 560px, (min-width: 900px) 48vw, 100vw';
const THUMBNAIL_WIDTH = 72;

/** The product's pictures: one large image and a row of thumbnails that choose it. */
export function ProductGallery({
  images,
  title,
}: {
  images: readonly ImageFieldsFragment[];
  title: string;
}) {
  const {t} = useTranslation();
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  return (
    <section
      className={`gallery${images.length > 1 ? ' gallery--with-thumbnails' : ''}`}
      aria-label={t('catalog.productImages')}
    >
      <div className="gallery__main">
        {shown && (
          <Image
            data={shown}
            alt={shown.altText || title}
            aspectRatio="4/5"
            sizes={GALLERY_SIZES}
            loader={keptImageUrl}
            loading="eager"
            // React 18 does not know fetchPriority yet.
            {...{fetchpriority: 'high'}}
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbnails">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className="gallery__thumbnail"
                aria-pressed={index === current}
                aria-label={t('catalog.showImage', {
                  index: index + 1,
                  count: images.length,
                })}
                onClick={() => setCurrent(index)}
              >
                <Image
                  data={decorative(image)}
                  alt=""
                  aspectRatio="4/5"
                  width={THUMBNAIL_WIDTH}
                  sizes={`${THUMBNAIL_WIDTH}px`}
                  loader={keptImageUrl}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
