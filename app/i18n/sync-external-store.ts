/**
 * What react-i18next's useTranslation imports as 'use-sync-external-store/shim' in the browser
 * build (vite.config.ts). With React 18 that package exports React's own hook; its fallback for
 * older Reacts was bytes of every page's first load (decision 0125).
 */
export {useSyncExternalStore} from 'react';
