/**
 * Free-gift campaigns: a campaign code (stored by the client in he-giftCode, e.g. from
 * `fbmedium=CPC2`) names a gift product. Campaigns live in KV as `free-gift:{CODE}` →
 * FreeGiftCampaign, so marketing can start and stop them without a release. What a cart
 * must be to earn the gift, and how the gift line travels into the order, is in
 * docs/decisions/0800-free-gift.md.
 */
import { z } from "zod";
import { historyProducts } from "./catalog/history";
import type { CatalogContext, FreeGift } from "~/shared/catalog-types";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A campaign as marketing writes it to KV; anything else found there is no campaign. */
const freeGiftCampaignSchema = z.object({
  spuCode: z.string().min(1),
  /** First and last day (YYYY-MM-DD, UTC), inclusive; open-ended when missing. */
  from: z.string().regex(DAY).optional(),
  until: z.string().regex(DAY).optional(),
  /** The goods' subtotal (sale prices, before any coupon) the cart must reach, in USD cents. */
  minSubtotalCents: z.number().int().min(0).optional(),
  /** The stores that run the campaign; every store when missing. */
  stores: z.array(z.string()).optional(),
});
export type FreeGiftCampaign = z.infer<typeof freeGiftCampaignSchema>;

const GIFT_CODE_RE = /^[A-Za-z0-9_-]{1,32}$/;
export const campaignKey = (code: string) => `free-gift:${code.toUpperCase()}`;

export async function loadCampaign(kv: KVNamespace, code: string | null | undefined): Promise<FreeGiftCampaign | null> {
  if (!code || !GIFT_CODE_RE.test(code)) return null;
  const parsed = freeGiftCampaignSchema.safeParse(await kv.get(campaignKey(code), "json"));
  return parsed.success ? parsed.data : null;
}

/** Whether the campaign runs in this store on this day (UTC). */
export function campaignRunning(campaign: FreeGiftCampaign, store: string, now: number): boolean {
  const today = new Date(now).toISOString().slice(0, 10);
  if (campaign.from && campaign.from > today) return false;
  if (campaign.until && campaign.until < today) return false;
  return !campaign.stores || campaign.stores.includes(store);
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
