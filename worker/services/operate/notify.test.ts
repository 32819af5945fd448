import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { STORES } from "~/shared/stores";
import { OUTBOX_PREFIX } from "../mail/mailer";
import { addProduct } from "../../test/checkout-fixtures";
import { NOTIFY_INTERVAL_MS, NOTIFY_SETTLE_MS, sendMerchantNotifications } from "./notify";
import { NOTIFY_KINDS } from "./notify-kinds";

const T0 = Date.parse("2026-11-25T08:00:00.000Z");
const MIN = 60 * 1000;
const DE = STORES.de.contactEmail;

/** The de store's digests in the local outbox (its contact address is shared with fr), oldest first. */
async function digests() {
  const { keys } = await env.KV.list<{ to: string }>({ prefix: OUTBOX_PREFIX });
  const mine = keys.filter((k) => k.metadata?.to === DE);
  const mails = await Promise.all(mine.map(async (k) => (await env.KV.get(k.name)) ?? ""));
  return mails.filter((mail) => mail.includes("Subject: HELIORA de:"));
}

let orderSeq = 0;
function paidOrderAt(store: string, paidAt: number, totalMinor = 12950) {
  const n = `HT${++orderSeq}${crypto.randomUUID().slice(0, 6)}`;
  return env.DB.prepare(
    `INSERT INTO orders (order_number, idempotency_key, store, language, owner, email, phone, status, order_type, shipping_method, payment_method,
       currency, rate, subtotal_cents, discount_cents, jewel_safe_cents, shipping_cents, total_cents, subtotal_minor, discount_minor, jewel_safe_minor,
       shipping_minor, total_minor, ship_country, shipping_address, billing_address, created_at, updated_at, paid_at)
     VALUES (?1, ?1, ?2, 'de', 'u:x', 'buyer@example.com', '1', 'processing', 'normal', 'standard', 'sandbox', 'EUR', 1, 0, 0, 0, 0, ?3, 0, 0, 0, 0, ?3,
       'DE', '{}', '{}', ?4, ?4, ?4)`,
  )
    .bind(n, store, totalMinor, paidAt)
    .run()
    .then(() => n);
}

const ticketAt = (store: string, at: number, number: string) =>
  env.DB.prepare(
    "INSERT INTO support_tickets (ticket_number, store, language, name, email, topic, message, created_at) VALUES (?, ?, 'de', 'N', 'n@example.com', 'Order question', 'm', ?)",
  )
    .bind(number, store, new Date(at).toISOString())
    .run();

const customRequestAt = (store: string, at: number, number: string) =>
  env.DB.prepare(
    "INSERT INTO custom_requests (request_number, store, language, owner, name, email, country, piece_type, details, status, currency, created_at, updated_at) VALUES (?1, ?2, 'de', 'u:x', 'N', 'n@example.com', 'DE', 'ring', 'd', 'requested', 'EUR', ?3, ?3)",
  )
    .bind(number, store, at)
    .run();

async function pendingReviewAt(store: string, at: number, status = "pending") {
  const sku = await addProduct({ code: `n${crypto.randomUUID().slice(0, 8)}`, priceCents: 1000, stock: 1 });
  const product = await env.DB.prepare("SELECT product_id FROM skus WHERE sku_code = ?").bind(sku).first<number>("product_id");
  await env.DB.prepare(
    "INSERT INTO reviews (product_id, store, language, nickname, email, rating, body, body_hash, status, hold_reason, visitor, created_at) VALUES (?, ?, 'de', 'Ana', 'a@example.com', 4, 'b', 'h', ?, 'unverified', 'v', ?)",
  )
    .bind(product, store, status, at)
    .run();
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM merchant_notifications"),
    env.DB.prepare("DELETE FROM orders"),
    env.DB.prepare("DELETE FROM support_tickets"),
    env.DB.prepare("DELETE FROM reviews"),
    env.DB.prepare("DELETE FROM custom_requests"),
  ]);
  const { keys } = await env.KV.list({ prefix: OUTBOX_PREFIX });
  await Promise.all(keys.map((k) => env.KV.delete(k.name)));
});

describe("sendMerchantNotifications", () => {
  it("starts from now the first time: no digest of everything that came before", async () => {
    await paidOrderAt("de", T0 - 10 * MIN);
    expect(await sendMerchantNotifications(env, T0)).toEqual([]);
    expect(await digests()).toEqual([]);
    const marks = await env.DB.prepare("SELECT count(*) AS n FROM merchant_notifications").first<number>("n");
    expect(marks).toBe(8 * NOTIFY_KINDS.length);
  });

  it("mails each kind's arrivals to the store's contact address, then at most once an hour", async () => {
    await sendMerchantNotifications(env, T0);
    const first = await paidOrderAt("de", T0 + 5 * MIN, 12950);
    await paidOrderAt("fr", T0 + 5 * MIN);
    await ticketAt("de", T0 + 6 * MIN, "T-DE-1");
    await pendingReviewAt("de", T0 + 7 * MIN);
    await pendingReviewAt("de", T0 + 7 * MIN, "published");
    await customRequestAt("de", T0 + 8 * MIN, "CR-DE-1");

    const sent = await sendMerchantNotifications(env, T0 + 15 * MIN);
    expect(sent.sort()).toEqual(["de:custom:1", "de:order:1", "de:review:1", "de:ticket:1", "fr:order:1"]);
    const mails = await digests();
    expect(mails).toHaveLength(4);
    const orderMail = mails.find((m) => m.includes("Subject: HELIORA de: New paid orders (1)"));
    expect(orderMail).toContain(first);
    expect(orderMail).toContain("129,50 €");
    expect(orderMail).toContain(`https://${STORES.de.domain}/admin/orders`);
    expect(mails.find((m) => m.includes("New support tickets"))).toContain("T-DE-1  Order question");
    expect(mails.find((m) => m.includes("Reviews waiting for moderation"))).toContain("4/5 unverified");
    expect(mails.find((m) => m.includes("New custom jewelry requests"))).toContain("CR-DE-1  ring · DE");

    // Within the hour another order waits; after it, the digest lists only what is new.
    const second = await paidOrderAt("de", T0 + 20 * MIN);
    expect(await sendMerchantNotifications(env, T0 + 30 * MIN)).toEqual([]);
    expect(await sendMerchantNotifications(env, T0 + 15 * MIN + NOTIFY_INTERVAL_MS)).toEqual(["de:order:1"]);
    const last = (await digests()).at(-1) ?? "";
    expect(last).toContain(second);
    expect(last).not.toContain(first);
  });

  it("mails the address STORE_CONTACTS gives a store instead of its default", async () => {
    const orders = "orders@heliora-de.example";
    const configured = { ...env, STORE_CONTACTS: JSON.stringify({ de: orders, fr: "not an email", nowhere: "x@example.com" }) };
    await sendMerchantNotifications(configured, T0);
    await paidOrderAt("de", T0 + 5 * MIN);
    await paidOrderAt("fr", T0 + 5 * MIN);
    expect((await sendMerchantNotifications(configured, T0 + 15 * MIN)).sort()).toEqual(["de:order:1", "fr:order:1"]);
    const { keys } = await env.KV.list<{ to: string }>({ prefix: OUTBOX_PREFIX });
    const to = await Promise.all(keys.map(async (k) => [k.metadata?.to, (await env.KV.get(k.name)) ?? ""] as const));
    expect(to.filter(([, mail]) => mail.includes("Subject: HELIORA de:")).map(([address]) => address)).toEqual([orders]);
    // fr's entry is no address: fr keeps its default.
    expect(to.filter(([, mail]) => mail.includes("Subject: HELIORA fr:")).map(([address]) => address)).toEqual([STORES.fr.contactEmail]);
  });

  it("covers a backlog in bounded digests, the next one a run later instead of an hour", async () => {
    await sendMerchantNotifications(env, T0);
    for (const minute of [2, 3, 4]) await paidOrderAt("de", T0 + minute * MIN);
    const kinds = NOTIFY_KINDS.filter((k) => k.kind === "order");
    expect((await sendMerchantNotifications(env, T0 + 15 * MIN, kinds, 2)).filter((s) => s.startsWith("de:"))).toEqual(["de:order:2+"]);
    expect((await digests()).at(-1)).toContain("the next email, within 15 minutes");
    expect((await sendMerchantNotifications(env, T0 + 30 * MIN, kinds, 2)).filter((s) => s.startsWith("de:"))).toEqual(["de:order:1"]);
    // Caught up: the hour's wait holds again.
    await paidOrderAt("de", T0 + 35 * MIN);
    expect((await sendMerchantNotifications(env, T0 + 45 * MIN, kinds, 2)).filter((s) => s.startsWith("de:"))).toEqual([]);
  });

  it("leaves what arrived in the last minute for the next run", async () => {
    await sendMerchantNotifications(env, T0);
    const late = await paidOrderAt("de", T0 + 2 * MIN - NOTIFY_SETTLE_MS / 2);
    expect(await sendMerchantNotifications(env, T0 + 2 * MIN)).toEqual([]);
    expect(await sendMerchantNotifications(env, T0 + 3 * MIN)).toEqual(["de:order:1"]);
    expect((await digests()).at(-1)).toContain(late);
  });

  it("keeps the watermark when the email cannot be sent, so the next run tries again", async () => {
    await sendMerchantNotifications(env, T0);
    await paidOrderAt("de", T0 + 5 * MIN);
    await paidOrderAt("fr", T0 + 5 * MIN);
    const broken = { ...env, ENVIRONMENT: "production", MAIL_OUTBOX: undefined, EMAIL: undefined };
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await sendMerchantNotifications(broken, T0 + 15 * MIN)).toEqual([]);
    // Each store and kind failed on its own, each with its log line.
    expect(errors.mock.calls.map(([line]) => JSON.parse(String(line)).where).sort()).toEqual(["notify:de:order", "notify:fr:order"]);
    errors.mockRestore();
    expect((await sendMerchantNotifications(env, T0 + 16 * MIN)).sort()).toEqual(["de:order:1", "fr:order:1"]);
  });
});
