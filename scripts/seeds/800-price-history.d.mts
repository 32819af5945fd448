export const STORE_CURRENCY: Record<string, string>;
export function seed(env: { DB: D1Database }, options?: { now?: number }): Promise<void>;
