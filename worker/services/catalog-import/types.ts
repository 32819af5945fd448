import type { ImportProblem as Problem } from "~/shared/catalog-admin-types";

export type { Problem };
/**
 * One product as the import and export see it (docs/decisions/1000-catalogue-import.md): what a
 * Shopify product CSV says about it, in the catalogue's own terms — prices in USD cents as
 * sale price + each SKU's extra, stock NULL for made to order.
 */
export const WEIGHT_UNITS = ["g", "kg", "lb", "oz"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export interface VariantRecord {
  sku: string;
  /** Option1–3 values, as many as the product has option names. */
  values: string[];
  grams: number | null;
  weightUnit: WeightUnit | null;
  /** null: made to order, no stock limit. */
  stock: number | null;
  extraCents: number;
  /** The Image Src of the picture shown for this SKU. */
  imageSrc: string | null;
}

export interface ImageRecord {
  src: string;
  alt: string;
}

export interface ProductRecord {
  handle: string;
  title: string;
  descriptionHtml: string;
  vendor: string;
  type: string;
  tags: string[];
  active: boolean;
  seoTitle: string;
  seoDescription: string;
  /** Option1–3 names ("Color", "Size", "Engraving"); none for a product without options. */
  optionNames: string[];
  basePriceCents: number;
  salePriceCents: number;
  variants: VariantRecord[];
  images: ImageRecord[];
}
