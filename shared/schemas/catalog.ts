import { z } from "zod";

/** Bodies of the `category/*` calls and the viewed-history calls of docs/architecture.md#api. */

/** What the shopper typed; long input is refused, the search itself reads the first words. */
const typed = z.string().max(1000, { error: "error.search.tooLong" });

export const searchHighlightBody = z.strictObject({ content: typed });
export const findCategoryUrlKeyBody = z.strictObject({ content: typed });
export const searchPanelBody = z.strictObject({});

/** category/similar: the product (its code, as in its URL) whose neighbours the page shows. */
export const similarProductsBody = z.strictObject({ productCode: z.string().trim().min(1).max(64) });

export const LISTING_KINDS = ["category", "sale", "newArrival", "products", "collections", "standard", "lego", "search"] as const;

/** Client-side paging of a listing: its kind and key, and the page URL's query string. */
export const categoryListBody = z.strictObject({
  kind: z.enum(LISTING_KINDS),
  key: z.string().max(200).optional(),
  search: z.string().max(4096).default(""),
  pageSize: z.number().int().min(1).max(96).optional(),
});

const spuCode = z.string().trim().min(1).max(64);

/** index/history: spu codes of viewed products (local storage), newest first. */
export const historyBody = z.strictObject({ list: z.array(spuCode).max(100) });

/** index/history/list: the local history entries, one per day. */
export const historyListBody = z.strictObject({
  list: z
    .array(
      z.strictObject({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "error.date.invalid" }),
        productSpuList: z.array(spuCode).max(100),
      }),
    )
    .max(31),
});
