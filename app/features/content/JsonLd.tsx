import {useState} from 'react';
import {useNonce} from '@shopify/hydrogen';
import {useHydrated} from '~/ui/hydrated';

/**
 * Structured data for crawlers, rendered in the page body (Remix's `script:ld+json` meta
 * carries no nonce). `json` is serialised by the server (`serializeJsonLd` escapes '<', so
 * merchant text cannot end the element) and is not sent to the browser (decision 0125): the
 * render that hydrates the server's element leaves its text as it is, and a page the browser
 * renders itself, after a navigation, has none.
 */
export function JsonLd({json}: {json: string | undefined}) {
  const nonce = useNonce();
  const hydrated = useHydrated();
  // Decided once per element: true on the server and in the render that hydrates its HTML.
  const [fromServer] = useState(!hydrated);
  if (json === undefined && !fromServer) return null;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hydrates without the text: React leaves a hydrated element's inner HTML
      // alone, and this tells it the difference is meant.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{__html: json ?? ''}}
    />
  );
}
