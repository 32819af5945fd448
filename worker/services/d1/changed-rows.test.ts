import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { changedRows } from "./changed-rows";

describe("changedRows", () => {
  it("tells a write that fired the kept counts' triggers from one that matched nothing", async () => {
    await env.DB.prepare(
      `INSERT INTO support_tickets (ticket_number, store, language, name, email, topic, message)
       VALUES ('T-CHANGED-1', 'us', 'en', 'Ida', 'changed@example.com', 'order', 'Where is it?')`,
    ).run();
    const closed = await env.DB.prepare("UPDATE support_tickets SET status = 'closed' WHERE ticket_number = 'T-CHANGED-1' AND status = 'open'").run();
    // The row and the two kept counts it moved between: what D1 reports.
    expect(closed.meta.changes).toBeGreaterThan(1);
    expect(changedRows(closed)).toBe(true);
    const again = await env.DB.prepare("UPDATE support_tickets SET status = 'closed' WHERE ticket_number = 'T-CHANGED-1' AND status = 'open'").run();
    expect(changedRows(again)).toBe(false);
  });
});
