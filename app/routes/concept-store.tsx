import {type MetaFunction, type ShouldRevalidateFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import {CART_PATH} from '~/lib/navigation';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {conceptStoreLoader} from '~/features/promos/concept-store.server';
import type {ConceptStoreData} from '~/features/promos/page-data';

/** The page reads ConceptStoreData: the loader's answer is held to it here. */
export const loader: (args: LoaderFunctionArgs) => Promise<ConceptStoreData> =
  conceptStoreLoader;
export {ConceptStorePage as default} from '~/features/promos/ConceptStorePage';

export const meta: MetaFunction<typeof conceptStoreLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

/** Adding to the cart changes nothing this page shows. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formAction,
  defaultShouldRevalidate,
}) => (formAction === CART_PATH ? false : defaultShouldRevalidate);
