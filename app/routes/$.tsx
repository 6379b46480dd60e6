import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';

/** Any path no route claims: the root ErrorBoundary renders the 404 page inside the shell. */
export function loader({request}: LoaderFunctionArgs) {
  throw new Response(`${new URL(request.url).pathname} not found`, {status: 404});
}

export default function CatchAllPage() {
  return null;
}
