import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { pruneTables } from "./prune";

const NOW = Date.parse("2026-11-25T12:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();
const count = (sql: string) => env.DB.prepare(sql).first<number>("n");

beforeEach(async () => {
  const db = env.DB;
  await db.batch([
    ...[
      "page_views",
      "product_views",
      "node_errors",
      "rate_limits",
      "customer_sessions",
      "staff_sessions",
      "account_codes",
      "reset_failures",
      "cart_lines",
      "carts",
      "insight_events",
      "insight_orders",
    ].map((t) => db.prepare(`DELETE FROM ${t}`)),
    db.prepare(
      "INSERT OR IGNORE INTO customers (id, email, password_hash, password_salt, password_iterations, store, language, privacy_accepted_at, created_at, updated_at) VALUES (9001, 'prune@example.com', 'h', 's', 1, 'us', 'en', 0, 0, 0)",
    ),
    db.prepare(
      "INSERT OR IGNORE INTO staff (id, email, name, role, created_at, updated_at) VALUES (9001, 'prune-staff@example.com', 'P', 'support', 0, 0)",
    ),
  ]);
  const old = NOW - 91 * DAY;
  const recent = NOW - DAY;
  const rows: D1PreparedStatement[] = [];
  for (const [at, tag] of [
    [old, "old"],
    [recent, "new"],
  ] as const) {
    rows.push(
      db.prepare("INSERT INTO page_views (path, store, uuid, created_at) VALUES (?, 'us', 'u', ?)").bind(`/${tag}`, iso(at)),
      db.prepare("INSERT INTO product_views (spu_code, store, uuid, country, created_at) VALUES (?, 'us', 'u', 'US', ?)").bind(tag, iso(at)),
      db
        .prepare("INSERT INTO node_errors (error_code, error_content, created_at) VALUES (?, 'x', ?)")
        .bind(tag, iso(at === old ? NOW - 31 * DAY : NOW - 29 * DAY)),
      db
        .prepare("INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)")
        .bind(tag, Math.floor((at === old ? NOW - 3 * DAY : NOW - 3600_000) / 1000)),
      db
        .prepare("INSERT INTO customer_sessions (id, customer_id, remember, created_at, expires_at) VALUES (?, 9001, 0, 0, ?)")
        .bind(tag, at === old ? NOW - 1 : NOW + DAY),
      db
        .prepare("INSERT INTO staff_sessions (id, staff_id, created_at, expires_at) VALUES (?, 9001, 0, ?)")
        .bind(tag, at === old ? NOW - 1 : NOW + DAY),
      db
        .prepare("INSERT INTO account_codes (purpose, email, code_hash, created_at, expires_at) VALUES ('reset', ?, 'h', 0, ?)")
        .bind(`${tag}@example.com`, at === old ? NOW - 1 : NOW + DAY),
      db
        .prepare("INSERT INTO reset_failures (email_key, day, failures) VALUES (?, ?, 1)")
        .bind(tag, iso(at === old ? NOW - 3 * DAY : NOW).slice(0, 10)),
      // Insight's stand-in keeps 92 days.
      db.prepare("INSERT INTO insight_events (timestamp, index1, blob1) VALUES (?, 'us', ?)").bind(
        iso(at === old ? NOW - 93 * DAY : NOW - 91 * DAY)
          .slice(0, 19)
          .replace("T", " "),
        tag,
      ),
      db
        .prepare(
          "INSERT INTO insight_orders (order_number, store, visit, campaign, landing, device, lcp, created_at) VALUES (?, 'us', 'v', '', '', 'desktop', '', ?)",
        )
        .bind(tag, at === old ? NOW - 93 * DAY : NOW - 91 * DAY),
      // A visitor's bag and a customer's, both idle or not.
      db.prepare("INSERT INTO carts (owner, store, updated_at) VALUES (?, 'us', ?)").bind(`u:${tag}`, at),
      db.prepare("INSERT INTO cart_lines (owner, store, sku_code, quantity, created_at) VALUES (?, 'us', 'SKU', 1, ?)").bind(`u:${tag}`, at),
      db.prepare("INSERT INTO carts (owner, store, updated_at) VALUES (?, 'us', ?)").bind(`c:${tag}`, at),
      db.prepare("INSERT INTO cart_lines (owner, store, sku_code, quantity, created_at) VALUES (?, 'us', 'SKU', 1, ?)").bind(`c:${tag}`, at),
    );
  }
  await db.batch(rows);
});

describe("pruneTables", () => {
  it("deletes only what is past its retention, in every table the cron prunes", async () => {
    const deleted = await pruneTables(env.DB, NOW);
    expect(deleted).toEqual({
      page_views: 1,
      product_views: 1,
      node_errors: 1,
      rate_limits: 1,
      customer_sessions: 1,
      staff_sessions: 1,
      account_codes: 1,
      reset_failures: 1,
      cart_lines: 1,
      carts: 1,
      insight_events: 1,
      insight_orders: 1,
    });
    expect(await count("SELECT count(*) AS n FROM insight_events WHERE blob1 = 'new'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM page_views WHERE path = '/new'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM customer_sessions WHERE id = 'new'")).toBe(1);
    // A customer's bag is theirs however long it waits; a visitor's recent bag stays too.
    expect((await env.DB.prepare("SELECT owner FROM carts ORDER BY owner").all()).results.map((r) => r.owner)).toEqual(["c:new", "c:old", "u:new"]);
    expect(await count("SELECT count(*) AS n FROM cart_lines WHERE owner = 'u:old'")).toBe(0);
    // Nothing left to do: a second run deletes nothing.
    expect(Object.values(await pruneTables(env.DB, NOW)).every((n) => n === 0)).toBe(true);
  });

  it("deletes a bounded number of rows per run, oldest first", async () => {
    await env.DB.batch(
      Array.from({ length: 5 }, (_, i) =>
        env.DB.prepare("INSERT INTO page_views (path, store, uuid, created_at) VALUES ('/x', 'us', 'u', ?)").bind(iso(NOW - (100 + i) * DAY)),
      ),
    );
    expect((await pruneTables(env.DB, NOW, 2, 1)).page_views).toBe(2);
    expect(await count("SELECT count(*) AS n FROM page_views")).toBe(5);
    expect(await count(`SELECT count(*) AS n FROM page_views WHERE created_at < '${iso(NOW - 103 * DAY)}'`)).toBe(0);
  });

  it("catches up on a backlog with more bounded batches in the same run, as many as it allows", async () => {
    const before = (await count("SELECT count(*) AS n FROM page_views")) ?? 0;
    await env.DB.batch(
      Array.from({ length: 7 }, (_, i) =>
        env.DB.prepare("INSERT INTO page_views (path, store, uuid, created_at) VALUES ('/y', 'us', 'u', ?)").bind(iso(NOW - (200 + i) * DAY)),
      ),
    );
    // Batches of 2, three rounds: 6 of the 7 go now, the last one next run.
    expect((await pruneTables(env.DB, NOW, 2, 3)).page_views).toBe(6);
    expect(await count("SELECT count(*) AS n FROM page_views")).toBe(before + 1);
    expect((await pruneTables(env.DB, NOW, 2, 3)).page_views).toBeGreaterThanOrEqual(1);
  });
});
