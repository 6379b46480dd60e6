export {sharedShopLinkLoader as loader} from '~/features/programmes/shared-shop.server';
export {SharedLinkRefusedPage as default} from '~/features/programmes/SecretShopPage';
export {loaderSeoMeta as meta} from '~/ui/page-meta';
