export const STAFF_PASSWORD: string;
export const STAFF_ACCOUNTS: { email: string; name: string; role: "owner" | "support" | "fulfilment" }[];
export function seed(env: { DB: D1Database }): Promise<void>;
