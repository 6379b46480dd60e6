export {sharedShopLinkLoader as loader} from '~/features/programmes/shared-shop.server';
export {SharedLinkRefusedPage as default} from '~/features/programmes/SecretShopPage';
export {privateMeta as meta} from '~/ui/page-meta';
