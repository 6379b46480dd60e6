import type {VitePluginConfig} from '@remix-run/dev';

/** Types for remix.config.js, which stays plain JavaScript so any tool can read it. */
declare const remixConfig: VitePluginConfig;
export default remixConfig;
