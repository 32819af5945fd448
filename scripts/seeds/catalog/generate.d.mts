/** Types of the generated demo catalogue (generate.mjs), for tests and TypeScript callers. */
export type Texts<T = string> = Record<"en" | "en-GB" | "de" | "fr" | "es", T>;

export interface GeneratedProduct {
  id: number;
  spuCode: string;
  productCode: string;
  slug: string;
  categoryKey: string;
  group: "jewelry" | "rapper" | "apparel" | "charms";
  materialId: number;
  stoneId: number | null;
  stone: string | null;
  baseCents: number;
  saleCents: number;
  jewelSafeCents: number | null;
  newOn: string;
  ratingAvg: number;
  ratingCount: number;
  salesCount: number;
  sizeGuide: "ring" | "clothing" | "chain" | null;
  personalizable: boolean;
  texts: Texts<{ title: string; description: string }>;
  optionIds: number[];
  skus: { skuCode: string; colorId: number; sizeId: number | null; stock: number | null; extraCents: number }[];
  measurements: { size: string; bust?: number; shoulder?: number; length: number; sleeve?: number | null; waist: number; hip: number }[];
  images: Record<string, unknown>[];
  stores: string[];
  tags: string[];
}

export interface GeneratedCatalog {
  attributes: { id: number; name: string; position: number; labels: Texts }[];
  colorGroups: { id: number; code: string }[];
  options: { id: number; attributeId: number; attr: string; code: string; hex: string | null; colorGroupId: number | null; names: Texts }[];
  categories: { id: number; key: string; parentKey: string | null; group: string; names: Texts; synonyms: string[]; stores: string[] }[];
  products: GeneratedProduct[];
  collections: { id: number; kind: "standard" | "lego" | "keyed"; key: string; stores: string[]; productIds: number[] }[];
  tags: Record<string, Texts>;
  keywords: [string, string, string, number][];
}

export function generateCatalog(options?: { seed?: string; today?: Date }): GeneratedCatalog;
