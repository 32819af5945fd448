/**
 * `virtual:client-chunks` for the server build: each lazily loaded module of the client build
 * (a page's screen, the shop's chrome, a message catalogue), by its path in the repository, with
 * the URLs of the files the browser fetches to run it (its chunk and the chunks it imports
 * statically). The server names a page's on `<html data-hydration-modules>` and the hydration
 * script fetches them beside the shell once the page has painted, instead of after the client
 * entry has run (client/lib/hydration-modules.ts, docs/decisions/0011-mobile-speed.md).
 *
 * The client environment is built before the server's (React Router needs its manifest too);
 * the map is taken from its bundle. Anywhere else (dev server, tests) the module is empty and
 * pages hydrate as before, the entry loading what they need.
 */
import { relative } from "node:path";
import type { Plugin } from "vite";

const ID = "virtual:client-chunks";
const RESOLVED = `\0${ID}`;

/** What the plugin reads of an output chunk (a subset of Rollup's OutputChunk). */
export interface BundleChunk {
  type: "chunk" | "asset";
  fileName: string;
  facadeModuleId?: string | null;
  isDynamicEntry?: boolean;
  imports?: readonly string[];
}

/** Source path (relative to `root`) → URLs of its chunk and of every chunk that chunk imports statically. */
export function chunkClosures(bundle: Record<string, BundleChunk>, root: string, base = "/"): Record<string, string[]> {
  const byFile = new Map(Object.values(bundle).map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, seen: Set<string>) => {
    if (seen.has(fileName)) return seen;
    seen.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const closures: Record<string, string[]> = Object.create(null);
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== "chunk" || !chunk.isDynamicEntry || !chunk.facadeModuleId || chunk.facadeModuleId.startsWith("\0")) continue;
    const source = relative(root, chunk.facadeModuleId.split("?")[0]!).replaceAll("\\", "/");
    closures[source] = [...closure(chunk.fileName, new Set())].map((file) => `${base}${file}`);
  }
  return closures;
}

export function clientChunks(): Plugin {
  let closures: Record<string, string[]> | undefined;
  return {
    name: "storefront:client-chunks",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      closures = chunkClosures(bundle as Record<string, BundleChunk>, this.environment.config.root, this.environment.config.base);
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const known = this.environment.mode === "build" && this.environment.name !== "client" ? closures : undefined;
      return `export default ${JSON.stringify(known ?? {})};`;
    },
  };
}
