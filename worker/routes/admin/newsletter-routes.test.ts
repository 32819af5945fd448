import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { NewsletterList } from "~/shared/admin-types";
import { insertCustomer } from "../../services/customers/customers";
import { subscriberDigest } from "../../services/newsletter/admin";
import { auditRows, postRaw, staffBrowser } from "../../test/admin-client";
import { callApi } from "../../test/harness";

/** A tag of this test's own, so its rows are found among what other tests subscribed. */
const tag = () => `nl${crypto.randomUUID().slice(0, 8)}`;

const addSubscriber = (email: string, store = "us", language = "en", createdAt = "2026-01-01T00:00:00.000Z") =>
  env.DB.prepare("INSERT INTO newsletter_subscribers (email, store, language, created_at, confirmed_at) VALUES (?, ?, ?, ?, 1)")
    .bind(email, store, language, createdAt)
    .run();

const addCustomer = (email: string, newsletter: boolean, store = "uk", language = "en-GB") =>
  insertCustomer(env.DB, { email, firstName: "", lastName: "", password: { hash: "x", salt: "y", iterations: 1 }, store, language, newsletter });

describe("the newsletter in the back office", () => {
  it("opens for owners and support only; export and removal are the owner's", async () => {
    const [owner, support, fulfilment] = await Promise.all([staffBrowser("owner"), staffBrowser("support"), staffBrowser("fulfilment")]);
    expect((await owner.fetch("/admin/newsletter")).status).toBe(200);
    expect((await support.fetch("/admin/newsletter")).status).toBe(200);
    expect((await fulfilment.fetch("/admin/newsletter")).status).toBe(403);
    expect((await support.api("admin/newsletter/list", {})).status).toBe(200);
    expect((await fulfilment.api("admin/newsletter/list", {})).status).toBe(403);

    const email = `${tag()}@example.com`;
    await addSubscriber(email);
    const refused = await support.api<any>("admin/newsletter/remove", { email });
    expect(refused.status).toBe(403);
    expect(refused.envelope.message).toBe("The support role may not do this.");
    expect((await support.api("admin/newsletter/export", {})).status).toBe(403);
    const me = await support.api<any>("admin/me", {});
    expect(me.envelope.data.screens.map((s: { label: string }) => s.label)).toContain("Newsletter");
    expect((await fulfilment.api<any>("admin/me", {})).envelope.data.screens.map((s: { label: string }) => s.label)).not.toContain("Newsletter");
  });

  it("lists one row per address: footer sign-ups and opted-in customers without a row, filtered and paged", async () => {
    const owner = await staffBrowser("owner");
    const t = tag();
    // A shopper subscribes from the de store's footer: the real endpoint, its store and language.
    const footer = `${t}-footer@example.com`;
    expect((await callApi("index/subscribe", { email: footer }, { origin: "http://de.localhost" })).status).toBe(200);
    // Listed once its owner followed the mailed link (worker/routes/newsletter-confirm.test.ts).
    await env.DB.prepare("UPDATE newsletter_subscribers SET confirmed_at = 1 WHERE email = ?").bind(footer.toLowerCase()).run();
    // Opted in at registration but without a row (an older account), and one with both.
    await addCustomer(`${t}-account@example.com`, true);
    await addCustomer(footer.toUpperCase(), true);
    await addCustomer(`${t}-no@example.com`, false);
    for (let i = 0; i < 27; i++)
      await addSubscriber(`${t}-fr${String(i).padStart(2, "0")}@example.com`, "fr", "fr", `2026-02-${String(i + 1).padStart(2, "0")}T00:00:00.000Z`);

    const all = await owner.api<NewsletterList>("admin/newsletter/list", { q: t });
    expect(all.status).toBe(200);
    expect(all.envelope.data.total).toBe(29);
    const first = all.envelope.data.items;
    expect(first).toHaveLength(25);
    const second = (await owner.api<NewsletterList>("admin/newsletter/list", { q: t, page: 2 })).envelope.data;
    expect(second.page).toBe(2);
    expect(second.pageCount).toBe(2);
    const emails = [...first, ...second.items].map((s) => s.email.toLowerCase());
    expect(new Set(emails).size).toBe(29);
    expect(emails).not.toContain(`${t}-no@example.com`);

    const de = (await owner.api<NewsletterList>("admin/newsletter/list", { q: t, store: "de" })).envelope.data;
    expect(de.items).toEqual([expect.objectContaining({ email: footer, store: "de", language: "de", source: "footer" })]);
    const uk = (await owner.api<NewsletterList>("admin/newsletter/list", { q: t, store: "uk", language: "en-GB" })).envelope.data;
    expect(uk.items).toEqual([expect.objectContaining({ email: `${t}-account@example.com`, source: "account" })]);
    expect(uk.items[0].createdAt).toBeGreaterThan(Date.now() - 60_000);
    // The screen's selects send "" for "any".
    expect((await owner.api<NewsletterList>("admin/newsletter/list", { q: t, store: "", language: "fr" })).envelope.data.total).toBe(27);
    // % and _ are the shopper's characters, not patterns.
    expect((await owner.api<NewsletterList>("admin/newsletter/list", { q: `${t}%` })).envelope.data.total).toBe(0);

    const totals = new Map(all.envelope.data.perStore.map((p) => [p.store, p.count]));
    expect(totals.get("fr")).toBeGreaterThanOrEqual(27);
    expect(totals.get("uk")).toBeGreaterThanOrEqual(1);
  });

  it("refuses what no schema allows with a 400 that names the field, never a 500", async () => {
    const owner = await staffBrowser("owner");
    const bad = async (body: unknown) => {
      const answer = await owner.api<any>("admin/newsletter/list", body);
      expect(answer.status).toBe(400);
      return answer.envelope;
    };
    expect((await bad({ store: "xx" })).message).toBe("store: Unknown store.");
    expect((await bad({ language: "klingon" })).data.fields.language).toBe("Unknown language.");
    expect((await bad({ q: "x".repeat(255) })).data.fields.q).toBe("Search can be at most 254 characters.");
    expect((await bad({ page: 0 })).data.fields.page).toBeTruthy();
    const proto = await postRaw(owner, "newsletter/list", '{"__proto__": {"polluted": true}, "constructor": 1}');
    expect(proto.status).toBe(400);
    const envelope = (await proto.json()) as any;
    expect(envelope.message).toBe("__proto__: Unknown field.");
    expect(Object.keys(envelope.data.fields)).toEqual(["__proto__", "constructor"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    for (const body of ['{"__proto__": "x"}', '{"constructor": "x", "store": "us"}', '{"store": "xx"}', '{"language": "nope"}', "[1]"]) {
      const answer = await postRaw(owner, "newsletter/export", body);
      expect(answer.status, body).toBe(400);
      expect(answer.headers.get("Content-Type")).toMatch(/^application\/json/);
    }
    // The export is a POST only: a link cannot take a copy.
    expect((await owner.fetch("/api/admin/newsletter/export?store=us")).status).toBe(404);
    const removal = await owner.api<any>("admin/newsletter/remove", { email: "not-an-email" });
    expect(removal.status).toBe(400);
    expect(removal.envelope.data.fields.email).toBe("Enter the subscriber's email.");
  });

  it("removes an address for good, audited by its digest only, and a second removal is a 404", async () => {
    const owner = await staffBrowser("owner");
    const t = tag();
    const email = `${t}@example.com`;
    await addSubscriber(email, "mx", "es");
    await addCustomer(email, true, "mx", "es");
    const removed = await owner.api<any>("admin/newsletter/remove", { email: email.toUpperCase() });
    expect(removed.status).toBe(200);
    expect(removed.envelope.message).toBe(`${email} was removed from the newsletter.`);
    expect((await owner.api<NewsletterList>("admin/newsletter/list", { q: t })).envelope.data.total).toBe(0);
    const customer = await env.DB.prepare("SELECT newsletter FROM customers WHERE email = ?").bind(email).first<{ newsletter: number }>();
    expect(customer?.newsletter).toBe(0);

    const digest = await subscriberDigest(email);
    const rows = await auditRows(digest);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "newsletter:remove", staff_email: owner.staff.email, after_json: "null" });
    expect(JSON.parse(rows[0].before_json!)).toEqual({ store: "mx", language: "es", source: "footer" });
    expect(JSON.stringify(rows[0])).not.toContain(email);

    const again = await owner.api<any>("admin/newsletter/remove", { email });
    expect(again.status).toBe(404);
    expect(again.envelope.message).toBe("This address is not on the newsletter list.");
    expect(await auditRows(digest)).toHaveLength(1);

    // An opted-in customer without a footer row is removed by switching the choice off.
    const account = `${t}-account@example.com`;
    await addCustomer(account, true);
    expect((await owner.api("admin/newsletter/remove", { email: account })).status).toBe(200);
    expect((await env.DB.prepare("SELECT newsletter FROM customers WHERE email = ?").bind(account).first<{ newsletter: number }>())?.newsletter).toBe(
      0,
    );
  });
});
