// Types of far-shopper.mjs (plain Node for `npm run bench`), for its tests.
export interface FarTarget {
  name: string;
  path: string;
  page?: boolean;
  maxPrimary?: number;
  /** Asked as the signed-in demo customer. */
  signedIn?: boolean;
}
export interface FarRow {
  trips: number;
  primary: number;
  nearMs: number;
  farMs: number;
}
export const TARGETS: FarTarget[];
export function verdict(target: FarTarget, row: FarRow): string;
export function benchFarShopper(options: { port: number }): Promise<unknown[]>;
export function printFarShopper(rows: unknown[]): void;
