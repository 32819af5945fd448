/**
 * Shapes of the back office's catalogue answers (Products screen, Shopify CSV import and its
 * mappings): returned by worker/services/admin/catalog-products.ts and
 * worker/services/catalog-import/, read by client/pages/admin/ (docs/decisions/1000-catalogue-import.md).
 */

export interface ProductListItem {
  handle: string;
  href: string;
  title: string;
  category: string;
  salePriceCents: number;
  basePriceCents: number;
  stock: number | null;
  skuCount: number;
  active: boolean;
}

/** What the editor shows and saves of a product, besides its SKUs and pictures. */
export interface ProductFields {
  handle: string;
  language: string;
  title: string;
  descriptionHtml: string;
  basePriceCents: number;
  salePriceCents: number;
  active: boolean;
  categoryKey: string;
  collectionIds: number[];
}

export interface ProductEditor extends ProductFields {
  skus: { sku: string; label: string; stock: number | null; extraCents: number }[];
  images: { key: string; alt: string; width: number; height: number }[];
  categories: { key: string; name: string }[];
  collections: { id: number; title: string }[];
}

export interface ImportMapping {
  kind: "type" | "tag";
  value: string;
  target: string;
  targetName: string;
}

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

export interface ImportProblem {
  line: number;
  handle: string;
  severity: "error" | "warning";
  message: string;
}

export interface ImportReport {
  applied: boolean;
  store: string;
  language: string;
  rows: number;
  products: ImportCounts;
  variants: ImportCounts;
  categoriesCreated: string[];
  optionsCreated: string[];
  /** Active products of the store the file does not have; archived when asked. */
  missing: number;
  archived: number;
  images: { stored: number; failed: number };
  redirects: number;
  problems: ImportProblem[];
}
