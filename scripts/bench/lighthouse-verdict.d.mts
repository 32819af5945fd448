// Types of lighthouse-verdict.mjs (plain Node for `npm run bench`), for its tests.
export interface PageResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  jsKb: number;
}
export function median(values: number[]): number;
export function medianRun(runs: PageResult[]): PageResult;
export function readReport(lhr: unknown): PageResult;
export function shortfalls(result: PageResult, options?: { indexable?: boolean; htmlKb?: number }): string[];
