import { hit, windowOf, type RateLimitRule } from "../rate-limit";
import { sha256Hex } from "../bytes";

/**
 * Rate limits of the account calls: each call counts against its client (IP) and, where
 * an email is involved, against that email, so neither many emails from one client nor one
 * email from many clients gets far. The email is kept as a hash in the counter table.
 * Per-IP limits leave room for many shoppers behind one address (offices, mobile carriers'
 * shared NAT); the per-email limits are what protect an account.
 */
export const ACCOUNT_LIMITS = {
  signInIp: { name: "sign-in-ip", limit: 60, windowSeconds: 900 },
  signInEmail: { name: "sign-in-email", limit: 10, windowSeconds: 900 },
  registerIp: { name: "register-ip", limit: 30, windowSeconds: 3600 },
  registerEmail: { name: "register-email", limit: 3, windowSeconds: 3600 },
  sendCodeIp: { name: "send-code-ip", limit: 30, windowSeconds: 3600 },
  sendCodeEmail: { name: "send-code-email", limit: 3, windowSeconds: 3600 },
  checkCodeIp: { name: "check-code-ip", limit: 60, windowSeconds: 900 },
  checkCodeEmail: { name: "check-code-email", limit: 10, windowSeconds: 900 },
  changePassword: { name: "change-password", limit: 10, windowSeconds: 900 },
} satisfies Record<string, RateLimitRule>;

export type Counted = [rule: RateLimitRule, who: string];

export const byEmail = async (email: string) => `email:${(await sha256Hex(email.trim().toLowerCase())).slice(0, 32)}`;

/**
 * Counts one hit on every rule; when any is over its limit, how many seconds until the
 * longest-blocking window ends (for Retry-After and the message), else 0.
 */
export async function overLimit(db: D1Database, counted: Counted[], now = Date.now()): Promise<number> {
  const results = await Promise.all(counted.map(([rule, who]) => hit(db, rule, who, now)));
  let wait = 0;
  results.forEach((allowed, i) => {
    if (allowed) return;
    wait = Math.max(wait, windowOf(counted[i][0], now).end - Math.floor(now / 1000));
  });
  return wait;
}
