import { getCatalogVersion, VersionedMemo } from "./version";
import type { CatalogContext } from "~/shared/catalog-types";

/**
 * Page data kept per isolate for the catalogue version it was read at: a page rendered again
 * (an edge-cache miss, a hard reload) skips D1, and any catalogue change is seen at once.
 */
export function catalogMemo<T>(maxEntries: number) {
  const memo = new VersionedMemo<T>(maxEntries);
  return async (cc: CatalogContext, key: string, load: () => Promise<T>): Promise<T> => {
    const version = await getCatalogVersion(cc.env.KV);
    return memo.get(version, `${cc.store}:${cc.language}:${cc.currency}:${key}`, load);
  };
}
