import { hit, twoWayLimit, windowOf, type RateLimitRule, type SqlCondition } from "../rate-limit";
import { sha256Hex } from "../bytes";

/**
 * Rate limits of the account calls: each call counts against its client (IP) and, where
 * an email is involved, against that email (rate-limit.ts twoWayLimit); the per-email limits
 * are what protect an account. The email is kept as a hash in the counter table.
 */
export const ACCOUNT_LIMITS = {
  signIn: twoWayLimit("sign-in", "email", 900, { ip: 60, own: 10 }),
  register: twoWayLimit("register", "email", 3600, { ip: 30, own: 3 }),
  sendCode: twoWayLimit("send-code", "email", 3600, { ip: 30, own: 3 }),
  checkCode: twoWayLimit("check-code", "email", 900, { ip: 60, own: 10 }),
  changePassword: { name: "change-password", limit: 10, windowSeconds: 900 } satisfies RateLimitRule,
  saveProfile: { name: "save-profile", limit: 30, windowSeconds: 900 } satisfies RateLimitRule,
};

export type Counted = [rule: RateLimitRule, who: string];

export const byEmail = async (email: string) => `email:${(await sha256Hex(email.trim().toLowerCase())).slice(0, 32)}`;

/**
 * Counts one hit on every rule; when any is over its limit, how many seconds until the
 * longest-blocking window ends (for Retry-After and the message), else 0. With `onlyIf`,
 * nothing is counted (and nothing is over) while the condition is false.
 */
export async function overLimit(db: D1Database, counted: Counted[], now = Date.now(), onlyIf?: SqlCondition): Promise<number> {
  return waitSeconds(counted, await Promise.all(counted.map(([rule, who]) => hit(db, rule, who, now, onlyIf))), now);
}

/** overLimit's answer once each rule's count is known (`allowed[i]` for `counted[i]`). */
export function waitSeconds(counted: Counted[], results: boolean[], now = Date.now()): number {
  let wait = 0;
  results.forEach((allowed, i) => {
    if (allowed) return;
    wait = Math.max(wait, windowOf(counted[i][0], now).end - Math.floor(now / 1000));
  });
  return wait;
}
