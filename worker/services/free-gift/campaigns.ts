/**
 * Free-gift campaigns: a campaign code (stored by the client in he-giftCode, e.g. from
 * `fbmedium=CPC2`) names a gift product. Campaigns live in KV as `free-gift:{CODE}` →
 * FreeGiftCampaign, so marketing can start and stop them without a release. What a cart
 * must be to earn the gift, and how the gift line travels into the order, is in
 * docs/decisions/0800-free-gift.md.
 */
import { freeGiftCampaignSchema, GIFT_CODE_RE, type FreeGiftCampaign } from "~/shared/schemas/free-gift";
import { historyProducts } from "../catalog/history";
import type { CatalogContext, FreeGift } from "~/shared/catalog-types";
import { utcDay } from "~/shared/utc-day";

export const campaignKey = (code: string) => `free-gift:${code.toUpperCase()}`;

/**
 * What a key holds: null when nothing, "invalid" when it is no campaign. Read as text, so a
 * hand-written entry that is not even JSON is "invalid" rather than an error in every cart.
 */
export async function readCampaign(kv: KVNamespace, key: string): Promise<FreeGiftCampaign | "invalid" | null> {
  const text = await kv.get(key);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return "invalid";
  }
  const parsed = freeGiftCampaignSchema.safeParse(value);
  return parsed.success ? parsed.data : "invalid";
}

export async function loadCampaign(kv: KVNamespace, code: string | null | undefined): Promise<FreeGiftCampaign | null> {
  if (!code || !GIFT_CODE_RE.test(code)) return null;
  const found = await readCampaign(kv, campaignKey(code));
  return found === "invalid" ? null : found;
}

/** Where the campaign's days stand on this day (UTC), whatever the store. */
export function campaignPhase(campaign: Pick<FreeGiftCampaign, "from" | "until">, now: number): "scheduled" | "running" | "ended" {
  const today = utcDay(now);
  if (campaign.from && campaign.from > today) return "scheduled";
  if (campaign.until && campaign.until < today) return "ended";
  return "running";
}

/** Whether the campaign runs in this store on this day (UTC). */
export function campaignRunning(campaign: FreeGiftCampaign, store: string, now: number): boolean {
  if (campaignPhase(campaign, now) !== "running") return false;
  return !campaign.stores || (campaign.stores as readonly string[]).includes(store);
}

/**
 * The SKU handed out as the gift: the first of the gift product's SKUs with stock left
 * (made-to-order ones never run out), or null when none is left.
 */
export async function giftSkuCode(db: D1Database, spuCode: string): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT s.sku_code FROM skus s JOIN products p ON p.id = s.product_id
        WHERE p.spu_code = ? AND p.active = 1 AND (s.stock IS NULL OR s.stock > 0)
        ORDER BY s.position, s.id LIMIT 1`,
    )
    .bind(spuCode)
    .first<{ sku_code: string }>();
  return row?.sku_code ?? null;
}

export async function freeGiftFor(cc: CatalogContext, code: string | undefined, now = Date.now()): Promise<FreeGift | null> {
  const campaign = await loadCampaign(cc.env.KV, code);
  if (!campaign || !code) return null;
  const [[card], sku] = await Promise.all([historyProducts(cc, [campaign.spuCode]), giftSkuCode(cc.env.DB, campaign.spuCode)]);
  if (!card) return null;
  const running = campaignRunning(campaign, cc.store, now);
  return {
    code: code.toUpperCase(),
    getNow: running && sku !== null,
    soldOut: running && sku === null,
    minSubtotalCents: campaign.minSubtotalCents ?? 0,
    from: campaign.from ?? null,
    until: campaign.until ?? null,
    productImage: card.image,
    title: card.title,
    href: card.href,
  };
}
