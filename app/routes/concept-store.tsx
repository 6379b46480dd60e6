import {type MetaFunction, type ShouldRevalidateFunction} from '@remix-run/react';
import {pageMeta} from '~/features/shell/page-meta';
import {CART_PATH} from '@brush/rules/navigation';
import type {conceptStoreLoader} from '~/features/promos/concept-store.server';

export {conceptStoreLoader as loader} from '~/features/promos/concept-store.server';
export {ConceptStorePage as default} from '~/features/promos/ConceptStorePage';

export const meta: MetaFunction<typeof conceptStoreLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

/** Adding to the cart changes nothing this page shows. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formAction,
  defaultShouldRevalidate,
}) => (formAction === CART_PATH ? false : defaultShouldRevalidate);
