export {secretShopLoader as loader} from '~/features/programmes/secret-shop.server';
export {SecretShopPage as default} from '~/features/programmes/SecretShopPage';
export {loaderSeoMeta as meta} from '~/ui/page-meta';
