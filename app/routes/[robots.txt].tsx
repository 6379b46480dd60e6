export {robotsLoader as loader} from '~/features/content/robots.server';
