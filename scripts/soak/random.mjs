// A seeded random source, so that a soak run that finds a problem can be repeated exactly
// (`SOAK_SEED`).

/** mulberry32: small, fast, good enough to pick test cases. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max) => Math.floor(next() * max);
  const pick = (list) => list[int(list.length)];
  return { next, int, pick };
}
