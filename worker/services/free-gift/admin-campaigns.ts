import type { AdminGiftCampaign, Paged } from "~/shared/admin-types";
import type { FreeGiftCampaign, GiftSaveBody } from "~/shared/schemas/free-gift";
import { campaignKey, campaignPhase, readCampaign } from "./campaigns";
import { auditStatement, type Actor } from "../admin/audit";
import { utcDay } from "~/shared/utc-day";
import type { Row } from "../../db/schema.generated";

/**
 * The back office's free-gift campaigns (docs/decisions/0800-free-gift.md, "Staff side"). They
 * live in KV, which has no transaction with D1: each change writes its audit row first and
 * then KV, so there is never a change without its row (at worst a row whose KV write failed,
 * which the route reports).
 */

type Env = { DB: D1Database; KV: KVNamespace };

const PREFIX = "free-gift:";
const PAGE_SIZE = 25;
/** A key the shop can reach: loadCampaign upper-cases the code it is given. */
const REACHABLE = /^[A-Z0-9_-]{1,32}$/;

/** Every campaign key, following KV's cursor until the listing says it is complete (1,000 keys a page). */
async function campaignCodes(kv: KVNamespace): Promise<string[]> {
  const codes: string[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await kv.list({ prefix: PREFIX, cursor });
    codes.push(...page.keys.map((k) => k.name.slice(PREFIX.length)));
    if (page.list_complete) return codes.sort();
    cursor = page.cursor;
  }
}

/** A gift product, its English title (else its code) and whether a SKU of it is in stock (0/1). */
type ProductRow = Pick<Row<"products">, "spu_code" | "active"> & { title: string; in_stock: number };

/** Titles and stock of the page's gift products and the orders of its campaigns, in one batch (json_each binds the lists). */
async function productsAndOrders(db: D1Database, spuCodes: string[], codes: string[]) {
  const [products, orders] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT p.spu_code, p.active, coalesce(en.title, p.spu_code) AS title,
                EXISTS (SELECT 1 FROM skus s WHERE s.product_id = p.id AND (s.stock IS NULL OR s.stock > 0)) AS in_stock
           FROM products p LEFT JOIN product_texts en ON en.product_id = p.id AND en.language = 'en'
          WHERE p.spu_code IN (SELECT value FROM json_each(?))`,
      )
      .bind(JSON.stringify(spuCodes)),
    db
      .prepare(
        `SELECT gift_code, count(DISTINCT order_id) AS n FROM order_lines
          WHERE gift_code IN (SELECT value FROM json_each(?)) GROUP BY gift_code`,
      )
      .bind(JSON.stringify(codes)),
  ]);
  return {
    products: new Map((products.results as unknown as ProductRow[]).map((r) => [r.spu_code, r])),
    orders: new Map(orders.results.map((r) => [String(r.gift_code), Number(r.n)])),
  };
}

function productOf(row: ProductRow | undefined, spuCode: string | null): AdminGiftCampaign["product"] {
  if (!row) return { title: spuCode ?? "—", problem: "missing" };
  return { title: row.title, problem: !row.active ? "inactive" : !row.in_stock ? "soldOut" : null };
}

/** Campaigns by code, a page at a time, with the state of their days today and their orders. */
export async function listGiftCampaigns(env: Env, page: number, now = Date.now()): Promise<Paged<AdminGiftCampaign>> {
  const all = await campaignCodes(env.KV);
  const codes = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const stored = await Promise.all(codes.map((code) => (REACHABLE.test(code) ? readCampaign(env.KV, PREFIX + code) : "invalid")));
  const campaigns = stored.map((c) => (c === null || c === "invalid" ? null : c));
  const spuCodes = campaigns.flatMap((c) => (c ? [c.spuCode] : []));
  const { products, orders } = await productsAndOrders(env.DB, spuCodes, codes);
  const items = codes.map((code, i): AdminGiftCampaign => {
    const c = campaigns[i];
    return {
      code,
      state: c ? campaignPhase(c, now) : "invalid",
      spuCode: c?.spuCode ?? null,
      from: c?.from ?? null,
      until: c?.until ?? null,
      minSubtotalCents: c?.minSubtotalCents ?? 0,
      stores: c?.stores ?? null,
      product: c ? productOf(products.get(c.spuCode), c.spuCode) : { title: "—", problem: null },
      orders: orders.get(code) ?? 0,
    };
  });
  return { items, total: all.length, page, pageCount: Math.max(1, Math.ceil(all.length / PAGE_SIZE)) };
}

/** Why a gift product cannot be given, or null when it can. */
export async function giftProductRefusal(db: D1Database, spuCode: string): Promise<string | null> {
  const row = await db.prepare("SELECT active FROM products WHERE spu_code = ?").bind(spuCode).first<{ active: number }>();
  if (!row) return `There is no product with the SPU code ${spuCode}.`;
  return row.active ? null : `Product ${spuCode} is archived; choose an active product.`;
}

/** Writes the audit row, then the change to KV (see the file comment for the order). */
async function auditThen(env: Env, actor: Actor, code: string, action: string, before: unknown, after: unknown, change: () => Promise<void>) {
  await auditStatement(env.DB, actor, { action: `gift:${action}`, subjectType: "gift", subjectId: code, before, after }).run();
  await change();
}

const stored = (body: GiftSaveBody): FreeGiftCampaign => {
  const { code: _code, ...campaign } = body;
  return campaign;
};

/** Creates (refused when the code is taken) or replaces (refused when there is none) a campaign. */
export async function saveGiftCampaign(
  env: Env,
  actor: Actor,
  body: GiftSaveBody,
  mode: "create" | "update",
): Promise<"saved" | "exists" | "notFound"> {
  const key = campaignKey(body.code);
  const before = await readCampaign(env.KV, key);
  if (mode === "create" && before !== null) return "exists";
  if (mode === "update" && before === null) return "notFound";
  const after = stored(body);
  await auditThen(env, actor, body.code, mode, before, after, () => env.KV.put(key, JSON.stringify(after)));
  return "saved";
}

/**
 * Ends a running campaign now: its last day becomes yesterday (UTC), so no cart gets the gift
 * from today on (within KV's minute of caching). A campaign that has not started is deleted or
 * moved instead, so it is refused; one already over is left as it is.
 */
export async function endGiftCampaign(env: Env, actor: Actor, code: string, now = Date.now()) {
  const key = campaignKey(code);
  const before = await readCampaign(env.KV, key);
  if (before === null || before === "invalid") return before === null ? "notFound" : "invalid";
  const phase = campaignPhase(before, now);
  if (phase !== "running") return phase === "ended" ? "alreadyEnded" : phase;
  const until = utcDay(now - 86_400_000);
  // One that started today keeps first ≤ last day (or the shop would read no campaign at all).
  const after = { ...before, until, ...(before.from && before.from > until ? { from: until } : {}) };
  await auditThen(env, actor, code, "end", before, after, () => env.KV.put(key, JSON.stringify(after)));
  return "ended";
}

export async function deleteGiftCampaign(env: Env, actor: Actor, code: string): Promise<boolean> {
  const key = campaignKey(code);
  const before = await readCampaign(env.KV, key);
  if (before === null) return false;
  await auditThen(env, actor, code, "delete", before, null, () => env.KV.delete(key));
  return true;
}
