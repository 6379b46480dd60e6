import {Image} from '@shopify/hydrogen';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {keptImageLoader} from '~/features/catalog/images';

/**
 * What the catalog works out once per isolate (decision 0125): the same answers as working
 * them out on each render, and no more kept than the limit.
 */

const CDN = 'https://cdn.example.com/cdn/shop/files/kumo-blending-brush-1.png';

describe("the catalog's image loader", () => {
  const keptImageUrl = keptImageLoader();

  it.each([
    {name: 'a fluid picture', props: {aspectRatio: '4/5', sizes: '100vw'}},
    {
      name: 'a fixed-width thumbnail',
      props: {aspectRatio: '4/5', width: 72, sizes: '72px'},
    },
    {
      name: 'a wide banner (fractional height)',
      props: {aspectRatio: '12/5', sizes: '100vw'},
    },
    {name: 'its own size', props: {sizes: '50vw'}},
    {name: 'a crop', props: {aspectRatio: '1/1', crop: 'top' as const, sizes: '10vw'}},
  ])('draws $name with the URLs Hydrogen writes', ({props}) => {
    for (const url of [CDN, `${CDN}?v=17`, '/cdn/shop/files/relative.png']) {
      const data = {url, width: 2400, height: 1000, altText: 'Kumo'};
      const hydrogens = renderToString(<Image data={data} {...props} />);
      // Twice: the second answer comes from what the first kept.
      for (let render = 0; render < 2; render += 1) {
        expect(
          renderToString(<Image data={data} {...props} loader={keptImageUrl} />),
        ).toBe(hydrogens);
      }
      expect(hydrogens).toContain('srcSet=');
    }
  });
});
