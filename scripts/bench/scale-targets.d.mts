// Types of scale-targets.mjs (plain Node for `npm run bench`), for its tests.
export type ScaleKind = "shopper" | "staff" | "export" | "sitemap";
export interface ScaleTarget {
  name: string;
  kind: ScaleKind;
  who?: "visitor" | "customer" | "staff";
  method?: string;
  path: string | ((side: "demo" | "large", get: (path: string) => Promise<string>) => string | Promise<string>);
  body?: unknown;
  headers?: Record<string, string>;
  runs?: number;
  carted?: boolean;
  ownAddress?: boolean;
  prepare?: (
    side: "demo" | "large",
    send: (request: { method?: string; path: string; body?: unknown }) => Promise<{ status: number; text: string }>,
  ) => Promise<void>;
}
/** One side's figures of a line (scale.mjs measureTarget). */
export interface ScaleFigures {
  cpuMs: number;
  rowsRead: number;
  peakMb: number | null;
  bytes: number;
  urls?: number;
  cachedRowsRead?: number;
}
export const SCALE_TARGETS: ScaleTarget[];
export function verdict(kind: ScaleKind, demo: ScaleFigures, large: ScaleFigures): { cpuRatio: number; rowsRatio: number; pass: boolean };
