import {useState} from 'react';
import {useNonce} from '@shopify/hydrogen';
import {useHydrated} from '~/ui/hydrated';

/** Structured data for crawlers, rendered in the page body. */
export function JsonLd({json}: {json: string | undefined}) {
  const nonce = useNonce();
  const hydrated = useHydrated();
  // Decided once per element: true on the server and in the render that hydrates its
  // HTML.
  const [fromServer] = useState(!hydrated);
  if (json === undefined && !fromServer) return null;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hydrates without the text.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{__html: json ?? ''}}
    />
  );
}
