// GET /first-screen.js: the release of a page's held scripts
// (~/server/scripts-after-first-screen).
export {firstScreenReleaseLoader as loader} from '~/server/scripts-after-first-screen.server';
