import type { LookSku } from "~/shared/catalog-types";

/** What "shop the look" can do with one piece of a look. */
export type PieceChoice =
  | { kind: "soldOut" }
  /** One SKU to add, no question to ask. */
  | { kind: "ready"; skuCode: string }
  /** The shopper picks a size first. */
  | { kind: "size"; options: { skuCode: string; size: string }[] };

const inStock = (sku: LookSku) => sku.stock === null || sku.stock > 0;

/**
 * A piece's SKUs reduced to one question at most: the first colour that has stock is taken
 * (the product page's default), and a size is asked for when that colour comes in more than
 * one size that is in stock.
 */
export function pieceChoice(skus: readonly LookSku[]): PieceChoice {
  const available = skus.filter(inStock);
  const first = available[0];
  if (!first) return { kind: "soldOut" };
  const sameColour = available.filter((sku) => sku.color === first.color);
  const sized = sameColour.filter((sku): sku is LookSku & { size: string } => Boolean(sku.size));
  const sizes = [...new Map(sized.map((sku) => [sku.size, sku.skuCode])).entries()];
  if (sizes.length > 1) return { kind: "size", options: sizes.map(([size, skuCode]) => ({ skuCode, size })) };
  return { kind: "ready", skuCode: first.skuCode };
}
