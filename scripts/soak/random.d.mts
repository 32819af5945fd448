// Types of random.mjs (plain Node for `npm run soak`), for its tests.
export interface Random {
  next(): number;
  int(max: number): number;
  pick<T>(list: readonly T[]): T;
}
export function seededRandom(seed: number): Random;
