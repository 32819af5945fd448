/**
 * The client build's `shell` chunk (vite.config.ts, docs/decisions/0011-mobile-speed.md).
 *
 * Everything a page needs before hydrating is one chunk: the modules the build's entries (the
 * client entry and the route modules) import statically, what rolldown tags `$initial`. The
 * shop's header and footer are a chunk of their own (client/components/shell/shop-chrome.ts),
 * loaded lazily like a page's screen; the small modules it shares with the pages' chunks
 * (constants, money, the sign-out button…) each became a common chunk of a few hundred bytes,
 * one more request each on every shop page. They join the shell. Rolldown makes one chunk per
 * group, not per name, and a group's `tags` cannot add modules, so one `name` function decides both.
 */

import { LIBRARY_CHUNKS } from "../client/lib/hydration-script.ts";

/**
 * React DOM and React Router each in a chunk of their own, ahead of the shell's group (at equal
 * priority the first group that takes a module keeps it): the hydration script evaluates them one
 * per task (client/lib/hydration-script.ts). Still fetched at once, beside the shell.
 */
export function libraryChunkGroups() {
  return Object.entries(LIBRARY_CHUNKS).map(([name, packages]) => ({
    name,
    test: new RegExp(`[\\\\/]node_modules[\\\\/](?:${packages.join("|")})[\\\\/]`),
  }));
}

/** What rolldown tells a chunk group's `name` function about a module (a subset of its ModuleInfo). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; importers: readonly string[]; isEntry: boolean } | null;
}

/** The chunk group's `name` function: `chunk` for the initial modules and those the chrome shares. */
export function shellChunk(chromeEntry: string, chunk = "shell") {
  const initial = new Map<string, boolean>();
  let chrome: Set<string> | undefined;

  /** `$initial`: an entry, or imported statically by an initial module (searched up its importers). */
  const isInitial = (graph: ModuleGraph, id: string): boolean => {
    let found = initial.get(id);
    if (found === undefined) {
      found = [...reach(id, (at) => graph.getModuleInfo(at)?.importers ?? [])].some((at) => initial.get(at) || graph.getModuleInfo(at)?.isEntry);
      initial.set(id, found);
    }
    return found;
  };

  /** A module of the chrome's static graph that a module outside it imports too. */
  const sharedByChrome = (graph: ModuleGraph, id: string): boolean => {
    chrome ??= reach(chromeEntry, (at) => graph.getModuleInfo(at)?.importedIds ?? []);
    if (id === chromeEntry || !chrome.has(id)) return false;
    return (graph.getModuleInfo(id)?.importers ?? []).some((importer) => !chrome!.has(importer));
  };

  return (id: string, graph: ModuleGraph): string | null => {
    // An entry's own code stays in the entry's chunk, so it runs when that entry is imported and
    // not when some other module pulls the shell in: the client entry starts hydration on
    // evaluation, and the hydration script imports it only once the route modules and the
    // manifest are in place (client/lib/hydration-script.ts, docs/decisions/0016-hydration-order.md).
    if (graph.getModuleInfo(id)?.isEntry) return null;
    return isInitial(graph, id) || sharedByChrome(graph, id) ? chunk : null;
  };
}

/** `start` and every module reached from it through `next` (imports or importers); cycles end. */
function reach(start: string, next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>([start]);
  const queue = [start];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const other of next(id)) {
      if (!seen.has(other)) {
        seen.add(other);
        queue.push(other);
      }
    }
  }
  return seen;
}
