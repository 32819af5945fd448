// Types of load-generator.mjs (plain Node for `npm run bench`), for its tests.
export function quantile(sorted: number[], q: number): number;

export interface MeasureOptions {
  address?: string;
  port: number;
  method?: string;
  path: string;
  headers?: Record<string, string> | (() => Record<string, string>);
  body?: string | (() => string);
  expectStatus?: number;
  concurrency?: number;
  warmupMs?: number;
  durationMs?: number;
  maxRequests?: number;
  timeoutMs?: number;
}

export interface Measurement {
  requests: number;
  sent: number;
  errors: number;
  capped: boolean;
  rps: number;
  p50: number;
  p95: number;
}

export function measure(options: MeasureOptions): Promise<Measurement>;
