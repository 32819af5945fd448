import { campaignRunning, giftSkuCode, loadCampaign } from "./campaigns";
import type { PricedItem } from "../checkout/pricing";
import { lookupSkus, type SkuInfo } from "../checkout/sku-lookup";

/**
 * The free gift of a cart (docs/decisions/0800-free-gift.md): never stored as a cart line,
 * worked out again each time the cart is priced from the stored gift code, the campaign and
 * the gift's stock, so it appears when the cart qualifies and is gone when it stops.
 */
export interface GiftInput {
  kv: KVNamespace;
  /** The he-giftCode cookie, as the browser sent it. */
  code: string | null;
}

export type GiftState =
  | { state: "added"; code: string; sku: SkuInfo }
  | { state: "minimum"; code: string; title: string; minSubtotalCents: number }
  | { state: "soldOut"; code: string; title: string };

/** A gift is one piece for nothing: no coupon, no JewelSafe, nothing to pay. */
export const GIFT_ITEM: PricedItem = { unitCents: 0, baseCents: 0, quantity: 1, jewelSafeCents: 0, couponEligible: false };

/**
 * What the gift campaign gives this cart: the gift SKU, the minimum still to reach, or that
 * the gift ran out. null when there is no running campaign here or the cart has no goods.
 */
export async function giftForCart(
  db: D1Database,
  gift: GiftInput | undefined,
  cart: { store: string; language: import("~/shared/i18n-config").Locale; subtotalCents: number; now: number },
): Promise<GiftState | null> {
  if (!gift || cart.subtotalCents <= 0) return null;
  const campaign = await loadCampaign(gift.kv, gift.code);
  if (!campaign || !gift.code || !campaignRunning(campaign, cart.store, cart.now)) return null;
  const code = gift.code.toUpperCase();
  const skuCode = await giftSkuCode(db, campaign.spuCode);
  const sku = skuCode ? (await lookupSkus(db, [skuCode], cart.store, cart.language)).get(skuCode) : undefined;
  if (sku && !sku.soldHere) return null;
  if (!sku) {
    const title = await giftTitle(db, campaign.spuCode, cart.language, cart.store);
    return title ? { state: "soldOut", code, title } : null;
  }
  const minSubtotalCents = campaign.minSubtotalCents ?? 0;
  if (cart.subtotalCents < minSubtotalCents) return { state: "minimum", code, title: sku.title, minSubtotalCents };
  return { state: "added", code, sku };
}

async function giftTitle(db: D1Database, spuCode: string, language: string, store: string): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT coalesce(t.title, en.title, p.spu_code) AS title FROM products p
         LEFT JOIN product_texts t ON t.product_id = p.id AND t.language = ?2
         LEFT JOIN product_texts en ON en.product_id = p.id AND en.language = 'en'
        WHERE p.spu_code = ?1 AND p.active = 1
          AND EXISTS (SELECT 1 FROM store_products sp WHERE sp.product_id = p.id AND sp.store = ?3)`,
    )
    .bind(spuCode, language, store)
    .first<{ title: string }>();
  return row?.title ?? null;
}
