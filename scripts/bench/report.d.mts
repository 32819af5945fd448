// Types of report.mjs (plain Node for `npm run bench`), for its tests.
export interface Round {
  rps: number;
  p50: number;
  p95: number;
  cpuMs: number;
}
export interface Row {
  name: string;
  baseline?: boolean;
  floor?: boolean;
  rps: number;
  p95: number;
  rounds: Round[];
  minRatio?: number;
  maxP95Ratio?: number;
  maxFloorCpuRatio?: number;
  maxJsKb?: number;
  initialJsKb?: number | null;
  errors?: number;
  capped?: boolean;
  ratio?: number | null;
  cpuRatio?: number | null;
  floorCpuRatio?: number | null;
  checks?: string[];
}
export function median(values: number[]): number;
export function fixed(value: number, digits: number): string;
export function compareWithBaseline<T extends Row>(rows: T[]): T[];
export function verdicts(row: Row, baseline: Row | undefined): string[];
export function printTable(rows: Row[]): void;
