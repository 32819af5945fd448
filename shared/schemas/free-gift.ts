import { z } from "zod";
import { STORE_KEYS } from "../stores";

/**
 * A free-gift campaign (docs/decisions/0800-free-gift.md): the one definition the shop reads
 * from KV (`free-gift:{CODE}`), the back office's form checks before sending and its worker
 * route checks again. English messages: only the back office shows them.
 */
export const GIFT_CODE_RE = /^[A-Za-z0-9_-]{1,32}$/;

const day = (label: string) => z.iso.date({ error: `${label} must be a day, YYYY-MM-DD.` }).optional();

const campaignFields = {
  /** The gift product; the back office also checks that it exists and is active. */
  spuCode: z
    .string({ error: "Choose the gift product (its SPU code)." })
    .trim()
    .min(1, { error: "Choose the gift product (its SPU code)." })
    .max(64, { error: "An SPU code has at most 64 characters." }),
  /** First and last day (YYYY-MM-DD, UTC), inclusive; open-ended when missing. */
  from: day("The first day"),
  until: day("The last day"),
  /** The goods' subtotal (sale prices, before any coupon) the cart must reach, in USD cents. */
  minSubtotalCents: z
    .number({ error: "The minimum must be a number." })
    .int({ error: "The minimum must be in whole cents." })
    .min(0, { error: "The minimum cannot be below 0." })
    .max(100_000_000, { error: "The minimum is too large." })
    .optional(),
  /** The stores that run the campaign; every store when missing. */
  stores: z
    .array(z.enum(STORE_KEYS, { error: "Unknown store." }))
    .min(1, { error: "Choose at least one store, or all stores." })
    .max(STORE_KEYS.length)
    .optional(),
};

type Days = { from?: string; until?: string };
const fromBeforeUntil = (c: Days, ctx: z.RefinementCtx) => {
  if (c.from && c.until && c.from > c.until)
    ctx.addIssue({ code: "custom", path: ["until"], message: "The last day cannot be before the first day." });
};

/**
 * A campaign as stored. Not strict: a note someone added to a hand-written entry is dropped
 * rather than turning the campaign off.
 */
export const freeGiftCampaignSchema = z.object(campaignFields).superRefine(fromBeforeUntil);
export type FreeGiftCampaign = z.infer<typeof freeGiftCampaignSchema>;

const giftCode = z
  .string({ error: "Code is required." })
  .trim()
  .regex(GIFT_CODE_RE, { error: "Code: 1–32 letters, digits, dashes or underscores." })
  .transform((code) => code.toUpperCase());

/** The back office's create and edit: the campaign and its code (immutable once created). */
export const giftSaveBody = z.strictObject({ code: giftCode, ...campaignFields }).superRefine(fromBeforeUntil);
export type GiftSaveBody = z.infer<typeof giftSaveBody>;

export const giftCodeBody = z.strictObject({ code: giftCode });

export const giftListBody = z.strictObject({ page: z.number().int().min(1).max(10_000).default(1) });
