/**
 * Free-gift campaigns (spec §2, §3): a campaign code (stored by the client in he-giftCode,
 * e.g. from `fbmedium=CPC2`) names a gift product. Campaigns live in KV as
 * `free-gift:{CODE}` → `{ spuCode, until? }`, so marketing can start and stop them without
 * a release.
 */
import { historyProducts } from "./catalog/history";
import type { CatalogContext, ImageRef } from "./catalog/types";

export interface FreeGiftCampaign {
  spuCode: string;
  /** Last day of the campaign (YYYY-MM-DD), inclusive; open-ended when missing. */
  until?: string;
}

/** Spec §3 "Free gift": whether it can be had now, and its picture. */
export interface FreeGift {
  code: string;
  getNow: boolean;
  productImage: ImageRef;
  title: string;
  href: string;
}

export const GIFT_CODE_RE = /^[A-Za-z0-9_-]{1,32}$/;
export const campaignKey = (code: string) => `free-gift:${code.toUpperCase()}`;

export async function freeGiftFor(cc: CatalogContext, code: string | undefined, today = new Date()): Promise<FreeGift | null> {
  if (!code || !GIFT_CODE_RE.test(code)) return null;
  const campaign = await cc.env.KV.get<FreeGiftCampaign>(campaignKey(code), "json");
  if (!campaign?.spuCode) return null;
  const [card] = await historyProducts(cc, [campaign.spuCode]);
  if (!card) return null;
  const running = !campaign.until || campaign.until >= today.toISOString().slice(0, 10);
  return { code: code.toUpperCase(), getNow: running, productImage: card.image, title: card.title, href: card.href };
}
