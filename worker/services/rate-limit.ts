export interface RateLimitRule {
  /** Name of what is limited, e.g. "subscribe". */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * One limit counted twice: per client address (bucket `{name}-ip`) and per visitor or email
 * (`{name}-{by}`), so neither many of them from one client nor one of them from many clients
 * gets far. The address's allowance is the larger: many shoppers share one (offices, mobile
 * carriers' NAT). docs/architecture.md#security.
 */
export interface TwoWayLimit {
  ip: RateLimitRule;
  own: RateLimitRule;
}

export const twoWayLimit = (name: string, by: "visitor" | "email", windowSeconds: number, limits: { ip: number; own: number }): TwoWayLimit => ({
  ip: { name: `${name}-ip`, limit: limits.ip, windowSeconds },
  own: { name: `${name}-${by}`, limit: limits.own, windowSeconds },
});

/** The fixed window `now` falls in, in seconds since the epoch: [start, end). */
export function windowOf(rule: RateLimitRule, now: number): { start: number; end: number } {
  const start = Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;
  return { start, end: start + rule.windowSeconds };
}

/** SQL a counter's write may be made conditional on, with its values (`?` placeholders). */
export interface SqlCondition {
  sql: string;
  values: unknown[];
}

/**
 * Counts one hit for `who` under a fixed-window rule and tells whether it is still allowed.
 * The upsert is a single statement, so concurrent hits cannot both slip under the limit.
 * With `onlyIf`, nothing is counted while the condition is false (and the hit is allowed).
 */
export async function hit(db: D1Database, rule: RateLimitRule, who: string, now = Date.now(), onlyIf?: SqlCondition): Promise<boolean> {
  const row = await hitStatement(db, rule, who, now, onlyIf).first<{ hits: number }>();
  return withinLimit(rule, row);
}

/**
 * `hit`'s counting statement, for a batch that also holds the write the limit guards: the
 * write then checks `withinLimitSql` in the same transaction, and the caller reads the
 * statement's row with `withinLimit`. One round trip for the count and the write.
 */
export function hitStatement(db: D1Database, rule: RateLimitRule, who: string, now = Date.now(), onlyIf?: SqlCondition): D1PreparedStatement {
  // SQLite reads an upsert's SELECT only with a WHERE before ON CONFLICT.
  return db
    .prepare(
      `INSERT INTO rate_limits (bucket, window_start, hits) SELECT ?, ?, 1 WHERE ${onlyIf?.sql ?? "true"}
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1
       RETURNING hits`,
    )
    .bind(`${rule.name}:${who}`, windowOf(rule, now).start, ...(onlyIf?.values ?? []));
}

export const withinLimit = (rule: RateLimitRule, row: { hits: number } | null | undefined) => (row?.hits ?? 1) <= rule.limit;

/**
 * SQL true while the counter `hitStatement` wrote (earlier in the same batch) is within its
 * limit, with its two values bound from placeholder `?{first}` on.
 */
export function withinLimitGuard(rule: RateLimitRule, who: string, first: number, now = Date.now()): { sql: string; values: unknown[] } {
  return {
    sql: `coalesce((SELECT hits FROM rate_limits WHERE bucket = ?${first} AND window_start = ?${first + 1}), 0) <= ${Math.trunc(rule.limit)}`,
    values: [`${rule.name}:${who}`, windowOf(rule, now).start],
  };
}

export const RATE_LIMITS = {
  subscribe: { name: "subscribe", limit: 10, windowSeconds: 3600 },
  /** Confirmation mails to one address a day: a script cannot fill somebody's inbox. */
  subscribeEmail: { name: "subscribe-email", limit: 3, windowSeconds: 86_400 },
  ticket: { name: "ticket", limit: 5, windowSeconds: 3600 },
  nodeError: { name: "node-error", limit: 60, windowSeconds: 60 },
  shortLink: { name: "short-link", limit: 30, windowSeconds: 3600 },
  // Guessing coupon codes or order numbers should be slow (docs/architecture.md#security).
  coupon: { name: "coupon", limit: 20, windowSeconds: 600 },
  trackOrder: { name: "track-order", limit: 10, windowSeconds: 600 },
} satisfies Record<string, RateLimitRule>;
