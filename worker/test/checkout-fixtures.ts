import { env } from "cloudflare:test";
import { createWorker } from "../app";
import { appSecret } from "../config";
import { sealToken } from "../services/session-token";
import type { Envelope } from "~/shared/api-envelope";
import { DE_ADDRESS } from "~/shared/test/address-fixtures";

/**
 * Catalogue rows and an API client for the checkout tests. Products go into the real
 * catalogue tables (migrations/0100_catalog.sql), so the cart reads them as it does in the shop.
 */
export interface ProductFixture {
  code: string;
  priceCents: number;
  baseCents?: number;
  /** One SKU `{code}-1` with this stock; null: made to order. */
  stock?: number | null;
  personalizable?: boolean;
  jewelSafeCents?: number | null;
  stores?: string[];
  tags?: string[];
  title?: string;
}

let categoryReady: Promise<unknown> | null = null;

/** `db`: where to write it (a test's stand-in D1); the test D1 by default. */
export async function addProduct(p: ProductFixture, db: D1Database = env.DB): Promise<string> {
  categoryReady ??= db.prepare("INSERT OR IGNORE INTO categories (id, url_key) VALUES (900, 'rings')").run();
  await categoryReady;
  await db.batch([
    db
      .prepare(
        `INSERT INTO products (spu_code, product_code, slug, category_id, base_price_cents, sale_price_cents,
           jewel_safe_cents, tags, new_arrival_on, personalizable)
         VALUES (?1, ?2, ?3, 900, ?4, ?5, ?6, ?7, '2025-01-01', ?8)`,
      )
      .bind(
        `SPU-${p.code}`,
        p.code,
        `ring-${p.code}`,
        p.baseCents ?? p.priceCents,
        p.priceCents,
        p.jewelSafeCents ?? null,
        JSON.stringify(p.tags ?? []),
        p.personalizable ? 1 : 0,
      ),
    db
      .prepare("INSERT INTO product_texts (product_id, language, title) SELECT id, 'en', ? FROM products WHERE product_code = ?")
      .bind(p.title ?? `Ring ${p.code}`, p.code),
    db
      .prepare("INSERT INTO skus (sku_code, product_id, stock) SELECT ?, id, ? FROM products WHERE product_code = ?")
      .bind(`${p.code}-1`, p.stock === undefined ? null : p.stock, p.code),
    ...(p.stores ?? ["us", "de"]).map((store) =>
      db.prepare("INSERT INTO store_products (store, product_id) SELECT ?, id FROM products WHERE product_code = ?").bind(store, p.code),
    ),
  ]);
  return `${p.code}-1`;
}

export async function addCoupon(c: {
  code: string;
  kind?: "percent" | "amount";
  value: number;
  minCents?: number;
  store?: string | null;
  startsAt?: number;
  expiresAt?: number;
  maxUses?: number | null;
  isPublic?: boolean;
}) {
  await env.DB.prepare(
    `INSERT INTO coupons (code, store, kind, value, min_subtotal_cents, starts_at, expires_at, public, max_uses)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      c.code,
      c.store ?? null,
      c.kind ?? "percent",
      c.value,
      c.minCents ?? 0,
      c.startsAt ?? 0,
      c.expiresAt ?? Date.now() + 86_400_000,
      c.isPublic === false ? 0 : 1,
      c.maxUses ?? null,
    )
    .run();
}

const worker = createWorker(async () => new Response("page", { headers: { "Content-Type": "text/html" } }));

/** A visitor of one store: keeps its uuid, so its cart follows it from call to call. */
export function visitor(store = "us", extra: Record<string, string> = {}, bindings: typeof env = env) {
  const uuid = crypto.randomUUID();
  // The guest is who its sealed token says (the uuid header is only a hint), as a browser's cookie would.
  const token = sealToken({ uuid, email: "", customerId: "" }, appSecret(bindings));
  const host = store === "us" ? "localhost" : `${store.replace("_", "-")}.localhost`;
  const call = async <T = any>(path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init: RequestInit = {
      method: "POST",
      headers: { "Content-Type": "application/json", uuid, Authorization: `Bearer ${await token}`, ...extra, ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    };
    const response = await worker.fetch(new Request(`http://${host}/api/${path}`, init), bindings, {
      waitUntil() {},
      passThroughOnException() {},
      props: {},
    } as unknown as ExecutionContext);
    const envelope = (await response.json()) as Envelope<T>;
    return { status: response.status, ...envelope };
  };
  const page = async (path: string, init: RequestInit = {}) =>
    worker.fetch(
      new Request(`http://${host}${path}`, { ...init, headers: { uuid, Authorization: `Bearer ${await token}`, ...extra, ...(init.headers ?? {}) } }),
      bindings,
      {
        waitUntil() {},
        passThroughOnException() {},
        props: {},
      } as unknown as ExecutionContext,
    );
  return { uuid, call, page, host };
}

/**
 * A valid guest checkout for a German address; override what a test is about. Each has an
 * email of its own: order/create is budgeted per email (services/orders/order-budgets.ts).
 */
/**
 * A price difference as staff ask for it (services/custom-jewelry/admin-requests.ts): its own param,
 * the amount fixed in minor units of the currency; checkout pays it as `custommade` by the param.
 */
export async function addDifferenceRequest(d: { param: string; store: string; currency: string; amountMinor: number; usdCents: number }) {
  await env.DB.prepare(
    `INSERT INTO custom_payment_requests (param, store, title, amount_cents, created_at, stage, currency, amount_minor, reason)
     VALUES (?, ?, 'Price difference', ?, 0, 'difference', ?, ?, 'Larger size')`,
  )
    .bind(d.param, d.store, d.usdCents, d.currency, d.amountMinor)
    .run();
  return { orderType: "custommade", customMadeParam: d.param };
}

export function checkoutBody(overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: crypto.randomUUID(),
    email: `anna-${crypto.randomUUID().slice(0, 8)}@example.com`,
    shippingAddress: DE_ADDRESS,
    shippingMethod: "standard",
    paymentMethod: "card",
    ...overrides,
  };
}

/** Follows the sandbox page as a shopper would: choose an outcome, get the return URL. */
export async function payInSandbox(shopper: ReturnType<typeof visitor>, paymentUrl: string, outcome: string) {
  const form = new URLSearchParams({ outcome });
  const response = await shopper.page(paymentUrl, {
    method: "POST",
    body: form,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${shopper.host}` },
  });
  const location = response.headers.get("Location");
  if (response.status !== 303 || !location) throw new Error(`sandbox answered ${response.status}`);
  return new URL(location, `http://${shopper.host}`);
}
