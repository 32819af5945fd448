import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AdminListCursor, Paged } from "~/shared/admin-types";
import { searchOrders } from "../orders/admin-search";
import { listCoupons } from "../coupons/admin";
import { listAudit } from "./audit";

/** A tag of this test's own, so its rows are found among what other tests wrote. */
const tag = () => crypto.randomUUID().slice(0, 8);

/** `count` orders of one email, three to a creation time, so the id breaks the ties of the list's order. */
async function addOrders(email: string, count: number) {
  const t = tag().toUpperCase();
  await env.DB.batch(
    Array.from({ length: count }, (_, i) =>
      env.DB.prepare(
        `INSERT INTO orders (order_number, idempotency_key, store, language, owner, email, phone, status, order_type, shipping_method,
           payment_method, currency, rate, subtotal_cents, discount_cents, jewel_safe_cents, shipping_cents, total_cents,
           subtotal_minor, discount_minor, jewel_safe_minor, shipping_minor, total_minor, ship_country, shipping_address, billing_address,
           created_at, updated_at, paid_at)
         VALUES (?1, ?1, 'us', 'en', 'u:test', ?2, '+15550000000', 'processing', 'normal', 'standard', 'card', 'USD', 1,
           1000, 0, 0, 0, 1000, 1000, 0, 0, 0, 1000, 'US', '{}', '{}', ?3, ?3, ?3)`,
      ).bind(`PG${t}${String(i).padStart(3, "0")}`, email, 1_700_000_000_000 + Math.floor(i / 3) * 1000),
    ),
  );
}

/** Every page of a list, each asked by its number alone. */
async function byNumber<T>(read: (page: number) => Promise<Paged<T>>): Promise<T[][]> {
  const first = await read(1);
  const pages = [first.items];
  for (let page = 2; page <= first.pageCount; page++) pages.push((await read(page)).items);
  return pages;
}

/** Every page of a list walked as the pager walks it: each page asked with the start of the page before it. */
async function byCursor<T>(
  read: (page: number, cursor?: AdminListCursor) => Promise<Paged<T>>,
): Promise<{ pages: T[][]; starts: AdminListCursor[] }> {
  let shown = await read(1);
  const pages = [shown.items];
  const starts = [shown.start!];
  while (shown.page < shown.pageCount) {
    shown = await read(shown.page + 1, shown.start!);
    pages.push(shown.items);
    starts.push(shown.start!);
  }
  return { pages, starts };
}

describe("the back office's lists page by key", () => {
  it("walks every page of an order search by cursor, forward and back, with the rows it reads by number", async () => {
    const email = `paging-${tag()}@example.com`;
    await addOrders(email, 62);
    const read = (page: number, cursor?: AdminListCursor) => searchOrders(env.DB, { q: email, page, cursor });
    const numbered = await byNumber(read);
    const walked = await byCursor(read);
    expect(numbered.map((p) => p.length)).toEqual([25, 25, 12]);
    expect(walked.pages).toEqual(numbered);
    // Each page's start is its first row's key: creation time, then id.
    expect(walked.starts.map((s) => s.page)).toEqual([1, 2, 3]);
    expect(walked.starts[0]!.key).toHaveLength(2);
    // Back from the last page by key, and from the first to the last in one step.
    expect((await read(2, walked.starts[2])).items).toEqual(numbered[1]);
    expect((await read(1, walked.starts[2])).items).toEqual(numbered[0]);
    expect((await read(3, walked.starts[0])).items).toEqual(numbered[2]);
    // Counted from the cursor's row on, the rows of the pages before it taken as read: the same total.
    expect(await read(3, walked.starts[1])).toMatchObject({ total: 62, more: false, pageCount: 3 });
    expect(await read(1, walked.starts[2])).toMatchObject({ total: 62, more: false, pageCount: 3 });
  });

  it("walks a filtered list ordered one way then the other (coupons: latest expiry, then code) by cursor as by number", async () => {
    const t = tag().toUpperCase();
    await env.DB.batch(
      Array.from({ length: 40 }, (_, i) =>
        env.DB.prepare(
          "INSERT INTO coupons (code, store, kind, value, min_subtotal_cents, starts_at, expires_at, public, uses) VALUES (?, 'pg', 'percent', 10, 0, 0, ?, 0, 0)",
        ).bind(`PG${t}${String.fromCharCode(65 + (i % 26))}${i}`, 2_000_000_000_000 - Math.floor(i / 4) * 1000),
      ),
    );
    const read = (page: number, cursor?: AdminListCursor) => listCoupons(env.DB, { store: "pg", page, cursor });
    const numbered = await byNumber(read);
    expect(numbered.flat().filter((c) => c.code.startsWith(`PG${t}`))).toHaveLength(40);
    const walked = await byCursor(read);
    expect(walked.pages).toEqual(numbered);
    expect((await read(1, walked.starts.at(-1))).items).toEqual(numbered[0]);
  });

  it('counts a few pages ahead, never past the cap, and goes on past it by key: "more than" is said, the next page offered while there is one', async () => {
    const subject = `pg-${tag()}`;
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1110)
       INSERT INTO audit_log (staff_id, staff_email, action, subject_type, subject_id, created_at)
       SELECT 0, 'pg@example.com', 'test:' || i, 'order', ?, i FROM n`,
    )
      .bind(subject)
      .run();
    const read = (page: number, cursor?: AdminListCursor) => listAudit(env.DB, { subjectType: "order", subjectId: subject, page, cursor });
    // Page 1 counts four pages ahead (50 a page): "more than 250", five pages offered.
    const first = await read(1);
    expect(first).toMatchObject({ total: 250, more: true, pageCount: 5 });
    expect(await read(3)).toMatchObject({ total: 350, more: true, pageCount: 7 });
    // By number the pages stop at the cap (page 23 reads as page 20), which is also the most a page counts.
    expect((await read(23)).page).toBe(20);
    let shown = await read(20);
    expect(shown).toMatchObject({ total: 1000, more: true, pageCount: 21 });
    const seen = [...shown.items];
    while (shown.page < shown.pageCount) {
      shown = await read(shown.page + 1, shown.start!);
      seen.push(...shown.items);
    }
    expect(shown).toMatchObject({ page: 23, pageCount: 23, more: true });
    expect(shown.items).toHaveLength(10);
    // Pages 20 to 23 hold the 1,110 rows' oldest 160, newest first: actions test:160 down to test:1.
    expect(seen.map((row) => row.action)).toEqual(Array.from({ length: 160 }, (_, i) => `test:${160 - i}`));
    // Back from page 23 by key to page 21, as by number it cannot be read.
    const back = await read(21, shown.start!);
    expect(back.items.map((row) => row.action)).toEqual(seen.slice(50, 100).map((row) => row.action));
  });

  it("reads by number a cursor of another list's shape or too far from the page, and never reads a forged one's values as SQL", async () => {
    const email = `paging-${tag()}@example.com`;
    await addOrders(email, 30);
    const read = (page: number, cursor?: AdminListCursor) => searchOrders(env.DB, { q: email, page, cursor });
    const second = await read(2);
    // A customer list's cursor (one email) has not the orders' key (time, id): page 2 by number.
    expect((await read(2, { page: 1, key: ["a@example.com"] })).items).toEqual(second.items);
    // Too far from the page asked: by number.
    expect((await read(2, { page: 30, key: [1, 1] })).items).toEqual(second.items);
    // Values are bound: SQL in a key value is only text compared with a time.
    const forged = await read(2, { page: 1, key: ["0) OR 1=1 --", "x'; DROP TABLE orders; --"] });
    expect(forged.page).toBe(2);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE email = ?").bind(email).first("n")).toBe(30);
  });
});
