import type { Sku } from "~/shared/catalog-types";
import { LOW_STOCK } from "~/shared/constants";

/** The shopper's colour and size; either is unset until chosen (or when the product has none). */
export interface VariantChoice {
  color?: string;
  size?: string;
}

const inStock = (sku: Sku) => sku.stock === null || sku.stock > 0;

export interface ColorOption {
  name: string;
  hex: string;
  available: boolean;
}

export interface SizeOption {
  size: string;
  available: boolean;
}

export function colorsOf(skus: Sku[]): ColorOption[] {
  const out = new Map<string, ColorOption>();
  for (const sku of skus) {
    if (!sku.color) continue;
    const seen = out.get(sku.color.name);
    out.set(sku.color.name, { ...sku.color, available: (seen?.available ?? false) || inStock(sku) });
  }
  return [...out.values()];
}

/** Sizes of the chosen colour (or of every colour before one is chosen), in stock or not. */
export function sizesOf(skus: Sku[], color?: string): SizeOption[] {
  const out = new Map<string, SizeOption>();
  for (const sku of skus) {
    if (!sku.size || (color && sku.color && sku.color.name !== color)) continue;
    const seen = out.get(sku.size);
    out.set(sku.size, { size: sku.size, available: (seen?.available ?? false) || inStock(sku) });
  }
  return [...out.values()];
}

/** The SKU the choice names, once every dimension the product has is chosen. */
export function skuFor(skus: Sku[], choice: VariantChoice): Sku | undefined {
  const hasColor = skus.some((s) => s.color);
  const hasSize = skus.some((s) => s.size);
  if ((hasColor && !choice.color) || (hasSize && !choice.size)) return undefined;
  return skus.find((s) => (!hasColor || s.color?.name === choice.color) && (!hasSize || s.size === choice.size));
}

/**
 * The gallery picture a choice shows (the CSV's Variant Image, docs/decisions/1000-catalogue-import.md):
 * the chosen SKU's own, else, with only the colour chosen so far, the first of that colour's.
 */
export function imageFor(skus: Sku[], choice: VariantChoice): number | undefined {
  const chosen = skuFor(skus, choice);
  if (chosen?.image !== undefined) return chosen.image;
  return choice.color ? skus.find((s) => s.image !== undefined && s.color?.name === choice.color)?.image : undefined;
}

/** A dimension with one possible value is chosen from the start. */
export function initialChoice(skus: Sku[]): VariantChoice {
  const colors = colorsOf(skus);
  const sizes = sizesOf(skus);
  return {
    color: colors.length === 1 ? colors[0].name : undefined,
    size: sizes.length === 1 ? sizes[0].size : undefined,
  };
}

/** Choosing a colour keeps the size only if that colour has it in stock. */
export function chooseColor(skus: Sku[], choice: VariantChoice, color: string): VariantChoice {
  const keepSize = choice.size && sizesOf(skus, color).some((s) => s.size === choice.size && s.available);
  return { color, size: keepSize ? choice.size : undefined };
}

/** Stock as the page states it: made to order, sold out, only a few left, or in stock. */
export type StockState = { kind: "madeToOrder" } | { kind: "soldOut" } | { kind: "low"; count: number } | { kind: "inStock" };

export function stockState(sku: Sku | undefined): StockState | null {
  if (!sku) return null;
  if (sku.stock === null) return { kind: "madeToOrder" };
  if (sku.stock <= 0) return { kind: "soldOut" };
  if (sku.stock <= LOW_STOCK) return { kind: "low", count: sku.stock };
  return { kind: "inStock" };
}
