export const DEMO_SHIPPED_ORDER: string;
export const DEMO_SHIPPED_EMAIL: string;
export const DEMO_SHIPPED_PHONE: string;
export const DEMO_CARRIER: string;
export const DEMO_TRACKING_NUMBER: string;
export function seed(env: { DB: D1Database }, options?: { now?: number }): Promise<void>;
