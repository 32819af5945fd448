export const LADDER: number[];
export function imageKey(look: Record<string, unknown>, size: number): string;
export function bundle(parts: { format: string; width: number; data: Buffer }[]): { body: Buffer; index: string };
export function renderBundle(
  look: Record<string, unknown>,
  size: number,
  cacheDir: string | null,
): Promise<{ key: string; body: Buffer; index: string }>;
export function pool<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]>;
export function cachedBundle(
  key: string,
  source: () => string | Buffer | Promise<string | Buffer>,
  size: number,
  cacheDir: string | null,
): Promise<{ key: string; body: Buffer; index: string }>;
