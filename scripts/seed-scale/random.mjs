// Deterministic numbers for the scale seed, computed inside SQLite: every row's choices are a
// hash of (the seed, the row's number, a salt naming the choice), so the same --seed writes the
// same shop whatever order the statements run in.

/** A 32-bit integer hash (murmur3's finalizer) of a row number and a salt under a seed. */
function hasher(seed) {
  const s = Math.imul(seed | 0, 0x9e3779b1) >>> 0;
  return (i, salt) => {
    let x = (Math.imul(i | 0, 0x85ebca6b) ^ Math.imul((i / 4294967296) | 0, 0xc2b2ae35) ^ Math.imul(salt | 0, 0x27d4eb2f) ^ s) >>> 0;
    x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
    return (x ^ (x >>> 16)) >>> 0;
  };
}

/**
 * Registers the SQL functions the seed's statements use, and returns the same three for the
 * steps that draw their rows in JavaScript (a call from SQL into JavaScript costs about 0.3 µs,
 * nearly all of it the crossing, not the hash; see seed-scale/batch-insert.mjs):
 * - r(i, salt, n): an integer in [0, n);
 * - u(i, salt): a number in [0, 1);
 * - pick(list, i, salt): an item of a named list.
 */
export function registerRandom(db, seed, lists) {
  const hash = hasher(seed);
  const r = (i, salt, n) => hash(i, salt) % n;
  const u = (i, salt) => hash(i, salt) / 4294967296;
  const pick = (list, i, salt) => {
    const items = lists[list];
    if (!items) throw new Error(`No list named ${list}`);
    return items[hash(i, salt) % items.length];
  };
  const options = { deterministic: true, directOnly: true };
  // A BigInt comes back as an SQLite INTEGER (a number would be a REAL), so sums stay exact.
  db.function("r", options, (i, salt, n) => BigInt(r(Number(i), Number(salt), Number(n))));
  db.function("u", options, (i, salt) => u(Number(i), Number(salt)));
  db.function("pick", options, (list, i, salt) => pick(list, Number(i), Number(salt)));
  return { r, u, pick };
}

/** `WITH RECURSIVE` rows numbered 0 … n-1, as `seq(i)`. */
export const seq = (n) => `WITH RECURSIVE seq(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM seq WHERE i < ${Math.max(0, n - 1)})`;
