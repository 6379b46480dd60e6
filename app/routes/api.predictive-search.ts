export {predictiveSearchLoader as loader} from '~/features/search/predictive-search.server';
