import type {ESLint} from 'eslint';

/** app-relative path → the app modules it imports */
export type ImportGraph = Map<string, string[]>;

export function resolveImport(
  root: string,
  specifier: string,
  importer: string,
): string | null;
export function readAppGraph(root: string): ImportGraph;
export function cycleGroups(graph: ImportGraph): string[][];
export function circleThrough(
  graph: ImportGraph,
  start: string,
  members: ReadonlySet<string>,
): string;
export function isServerModule(file: string): boolean;
export function isRouteModule(file: string): boolean;
export function clientServerImports(graph: ImportGraph): string[];
export function featureOf(file: string): string | null;
export const appImports: ESLint.Plugin;
