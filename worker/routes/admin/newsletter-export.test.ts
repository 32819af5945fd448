import { env } from "cloudflare:test";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { auditRows, staffBrowser } from "../../test/admin-client";

const tag = () => `nx${crypto.randomUUID().slice(0, 8)}`;

/** The screen's export: a POST of its filter. */
async function download(filter: Record<string, string>) {
  const owner = await staffBrowser("owner");
  const response = await owner.fetch("/api/admin/newsletter/export", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: owner.origin },
    body: JSON.stringify(filter),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { owner, response, bytes, rows: parse(new TextDecoder().decode(bytes), { bom: true }) as string[][] };
}

describe("the newsletter CSV export", () => {
  it("is the filtered list as an attachment: UTF-8 with a BOM, a header row, formulas made inert", async () => {
    const t = tag();
    const hostile = [
      `=HYPERLINK("http://evil.example")${t}@example.com`,
      `+1${t}@example.com`,
      `-2${t}@example.com`,
      `@3${t}@example.com`,
      `\t4${t}@example.com`,
      `\r5${t}@example.com`,
    ];
    const insert = env.DB.prepare(
      "INSERT INTO newsletter_subscribers (email, store, language, created_at, confirmed_at) VALUES (?, 'fr', 'fr', '2026-03-01T10:00:00.000Z', 1)",
    );
    await env.DB.batch([...hostile, `zoë-${t}@example.com`].map((email) => insert.bind(email)));
    await env.DB.prepare("INSERT INTO newsletter_subscribers (email, store, language, confirmed_at) VALUES (?, 'de', 'de', 1)")
      .bind(`${t}-other@example.com`)
      .run();

    const { owner, response, bytes, rows } = await download({ store: "fr", language: "fr", q: t });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="newsletter-fr-fr.csv"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(rows[0]).toEqual(["email", "store", "language", "source", "subscribed_at"]);
    const body = rows.slice(1);
    expect(body).toHaveLength(7);
    expect(body.map((r) => r[0])).toContain(`zoë-${t}@example.com`);
    expect(body.find((r) => r[0].startsWith("zo"))).toEqual([`zoë-${t}@example.com`, "fr", "fr", "footer", "2026-03-01T10:00:00.000Z"]);
    // Every hostile cell is there, behind a quote mark that makes a spreadsheet read it as text.
    for (const email of hostile) expect(body.map((r) => r[0])).toContain(`'${email}`);
    expect(body.every((r) => !/^[=+\-@\t\r]/.test(r[0]))).toBe(true);

    const audit = await auditRows("fr");
    expect(audit.at(-1)).toMatchObject({ action: "newsletter:export", staff_email: owner.staff.email });
    expect(JSON.parse(audit.at(-1)!.after_json!)).toEqual({ store: "fr", language: "fr", q: t });
  });

  it("streams a list bigger than one chunk in pages, every address once", async () => {
    const t = tag();
    // 1,234 addresses: more than two of the export's 500-row queries.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1234)
       INSERT INTO newsletter_subscribers (email, store, language, confirmed_at) SELECT 'bulk-' || ? || '-' || i || '@example.com', 'heycharm', 'en', 1 FROM n`,
    )
      .bind(t)
      .run();
    const { response, rows } = await download({ q: `bulk-${t}-` });
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="newsletter.csv"');
    const emails = rows.slice(1).map((r) => r[0]);
    expect(emails).toHaveLength(1234);
    expect(new Set(emails).size).toBe(1234);
  });

  it("is an empty file with its header when nothing matches", async () => {
    const { response, rows } = await download({ store: "us_vip", q: tag() });
    expect(response.status).toBe(200);
    expect(rows).toEqual([["email", "store", "language", "source", "subscribed_at"]]);
  });
});
