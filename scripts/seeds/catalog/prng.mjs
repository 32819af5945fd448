// A small seeded PRNG (sfc32 seeded by a string hash): the same seed gives the same shop.
function hash32(text) {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
}

export function createRng(seed) {
  const next = hash32(String(seed));
  let a = next();
  let b = next();
  let c = next();
  let d = next();
  const float = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  const rng = {
    float,
    /** Integer in [min, max]. */
    int: (min, max) => min + Math.floor(float() * (max - min + 1)),
    chance: (p) => float() < p,
    pick: (list) => list[Math.floor(float() * list.length)],
    /** Picks by weight: [[value, weight], …]. */
    weighted: (pairs) => {
      let roll = float() * pairs.reduce((sum, [, w]) => sum + w, 0);
      for (const [value, weight] of pairs) if ((roll -= weight) < 0) return value;
      return pairs[pairs.length - 1][0];
    },
    shuffle: (list) => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(float() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
    /** `count` distinct items of the list, in random order. */
    sample: (list, count) => rng.shuffle(list).slice(0, count),
    /** A child generator: its sequence does not shift when the parent draws more numbers. */
    fork: (label) => createRng(`${seed}/${label}`),
  };
  return rng;
}

/** Short stable hex digest (FNV-1a, 64 bits as two halves) for content-addressed keys. */
export function digest(text) {
  let h1 = 0x811c9dc5;
  let h2 = 0xcbf29ce4;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 16777619);
    h2 = Math.imul(h2 ^ c, 16777619) ^ (h1 >>> 7);
  }
  return (h1 >>> 0).toString(16).padStart(8, "0") + (h2 >>> 0).toString(16).padStart(8, "0");
}
