import type {Plugin} from 'vite';

/**
 * React Router's `matchRoutes` flattens the whole route tree, scores and sorts every branch, and
 * compiles a regular expression for each branch it tries, on every call; a document request
 * calls it four or five times (Remix's request handler, its static handler, the rendered router
 * and `<Scripts>`' manifest, once per parent path). With this shop's routes that was about
 * 1.2 ms of a product page's render in Node (decision 0125). The worker's routes never change
 * after they are made (the server's routers refuse to patch them), so the worker build keeps
 * each route array's ranked branches, and each compiled path, for the isolate's life.
 */
const ROUTER_MODULE =
  /[\\/]node_modules[\\/]@remix-run[\\/]router[\\/]dist[\\/]router(\.cjs)?\.js$/;

/** Route patterns come from the build's routes and the code's own patterns, a few dozen. */
export const COMPILED_PATHS_LIMIT = 1000;

const FLATTEN_AND_RANK = `  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
`;
const RANKED_ONCE = `  let branches = memoRankedBranches(routes);
`;
const COMPILE_PATH = 'function compilePath(path, caseSensitive, end) {';

const MEMOS = `
const memoBranches = new WeakMap();
function memoRankedBranches(routes) {
  let branches = memoBranches.get(routes);
  if (!branches) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    memoBranches.set(routes, branches);
  }
  return branches;
}
const memoCompiledPaths = new Map();
function compilePath(path, caseSensitive, end) {
  const key = (caseSensitive ? "1" : "0") + (end === false ? "0" : "1") + path;
  let compiled = memoCompiledPaths.get(key);
  if (!compiled) {
    if (memoCompiledPaths.size >= ${COMPILED_PATHS_LIMIT}) memoCompiledPaths.clear();
    compiled = compilePathUncached(path, caseSensitive, end);
    memoCompiledPaths.set(key, compiled);
  }
  return compiled;
}
`;

/**
 * The router's source with both memos. Throws when the source is not the one this was written
 * for (an upgrade changed it), so a build never ships without them unnoticed.
 */
export function withRouteMatchingMemo(source: string): string {
  const flattenAt = source.indexOf(FLATTEN_AND_RANK);
  const compileAt = source.indexOf(COMPILE_PATH);
  if (
    flattenAt < 0 ||
    source.indexOf(FLATTEN_AND_RANK, flattenAt + 1) >= 0 ||
    compileAt < 0 ||
    source.indexOf(COMPILE_PATH, compileAt + 1) >= 0
  ) {
    throw new Error(
      "@remix-run/router's matchRoutes or compilePath changed: dev/route-matching-memo.ts needs a look",
    );
  }
  return `${source
    .replace(FLATTEN_AND_RANK, RANKED_ONCE)
    .replace(
      COMPILE_PATH,
      'function compilePathUncached(path, caseSensitive, end) {',
    )}${MEMOS}`;
}

/** The worker build's plugin; the browser's router patches its routes on navigation. */
export function routeMatchingMemo(): Plugin {
  return {
    name: 'brush:route-matching-memo',
    apply: (_config, {command, isSsrBuild}) => command === 'build' && isSsrBuild === true,
    transform(code, id) {
      return ROUTER_MODULE.test(id)
        ? {code: withRouteMatchingMemo(code), map: null}
        : null;
    },
  };
}
