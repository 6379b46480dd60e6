import {useNonce} from '@shopify/hydrogen';
import {serializeJsonLd, type JsonLdObject} from '@brush/rules/seo';

/**
 * Structured data for crawlers, rendered in the page body (Remix's `script:ld+json` meta
 * carries no nonce). The serialisation escapes '<', so merchant text cannot end the element.
 */
export function JsonLd({data}: {data: JsonLdObject | readonly JsonLdObject[]}) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{__html: serializeJsonLd(data)}}
    />
  );
}
