/**
 * The random bucket a visitor is put in for comparing variants of the shop: 1 for half of
 * visitors, 2 for 30 %, 3 for 10 %, 4 for 5 %; the 81–85 band of a roll of 1–100 gets no
 * bucket (a holdout that sees the shop as it is). The bucket travels in `he-luckyCustomer`
 * and is recorded with page views (worker/routes/site/stat-routes.ts).
 */
export type Bucket = 1 | 2 | 3 | 4;

/** `random` returns [0, 1) like Math.random; a test passes its own. */
export function randomBucket(random: () => number = Math.random): Bucket | null {
  const roll = Math.floor(random() * 100) + 1;
  if (roll <= 50) return 1;
  if (roll <= 80) return 2;
  if (roll <= 85) return null;
  if (roll <= 95) return 3;
  return 4;
}

/** The cookie's value: the bucket, or 0 for the band with none (so the visitor is not rolled again). */
export const bucketCookieValue = (bucket: Bucket | null) => String(bucket ?? 0);

/** A cookie value read back: undefined when absent or not one this helper writes (roll again). */
export function parseBucketCookie(value: string | undefined): Bucket | null | undefined {
  if (value === undefined || !/^[0-4]$/.test(value)) return undefined;
  const n = Number(value);
  return n === 0 ? null : (n as Bucket);
}
