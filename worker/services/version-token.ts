/**
 * Writes a version token (the catalogue's, the redirect rules'): the key every cached view of
 * that data is read under. It is written after the data itself, so a write that fails would
 * leave the change made but the caches unaware, and the staff member told it failed. KV refuses
 * a second write to one key within a second (429 in production) and a busy local KV answers 500:
 * both pass, so the write is tried again, up to four times over ~1.6 seconds.
 */
const RETRY_DELAYS_MS = [100, 500, 1000];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function putVersionToken(kv: KVNamespace, key: string, value: string, wait = pause): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await kv.put(key, value);
      return;
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw error;
      await wait(delay);
    }
  }
}
