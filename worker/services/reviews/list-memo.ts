import { VersionedMemo } from "../catalog/version";

/**
 * Review lists and question lists kept per isolate for up to 30 seconds: the product page asks
 * for the same first page over and over, and each answer is several D1 reads. A review or
 * question written, voted on or moderated in this isolate forgets them at once; other isolates
 * see it within the 30 seconds (docs/decisions/0500-reviews.md).
 */
const TTL_MS = 30_000;
const memo = new VersionedMemo<unknown>(512);
let generation = 0;

export function rememberList<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  return memo.get(`${Math.floor(now / TTL_MS)}:${generation}`, key, load) as Promise<T>;
}

/** After any write to reviews or questions. */
export function forgetLists(): void {
  generation++;
}
