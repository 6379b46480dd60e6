export {firstScreenReleaseLoader as loader} from '~/server/scripts-after-first-screen.server';
