// Types of initial-js.mjs (plain Node for `npm run bench`), for its tests.
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

export const CLIENT_DIR: string;
export const MANIFEST: string;
export const SHELL_MODULES: string[];
export function readManifest(path?: string): ViteManifest;
export function chunkClosure(manifest: ViteManifest, modules: string[]): { files: Set<string>; missing: string[] };
export function catalogueModules(manifest: ViteManifest, language: string, areas?: string[] | null): string[];
export function documentAreas(html: string): string[] | null;
export function gzipBytes(file: string, dir?: string): number;
export function initialJs(
  manifest: ViteManifest,
  options: { pageModules?: string[]; language?: string; areas?: string[] | null; shopChrome?: boolean; dir?: string },
): { kb: number; messagesKb: number; files: Record<string, number>; missing: string[] };
export function routerManifestFiles(dir?: string): string[];
