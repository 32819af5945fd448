import type { Locale } from "~/shared/i18n-config";
import type { StoreKey } from "~/shared/stores";
import type { Mapping } from "./map";
import { readProducts, type StoredProduct } from "./read";
import { attributeOf, loadResolver, type Resolver } from "./resolve";
import type { Problem, ProductRecord, VariantRecord } from "./types";
import type { ImportCounts as Counts } from "~/shared/catalog-admin-types";

/**
 * What an import will do, product by product, before anything is written: create, update or
 * leave alone (by Handle, and SKU within it), which categories and options it makes, which
 * pictures it needs. The dry run shows this; applying writes exactly this.
 */
export interface ImportSettings {
  store: StoreKey;
  language: Locale;
  archiveMissing: boolean;
  /** The store's origin: pictures the import did not bring are named by their /img URL. */
  origin: string;
}

type Action = "create" | "update" | "unchanged";

interface VariantPlan {
  variant: VariantRecord;
  action: Action;
  color: string | null;
  size: string | null;
}

export interface ProductPlan {
  action: Action;
  line: number;
  record: ProductRecord;
  existing: StoredProduct | null;
  productCode: string;
  categoryKey: string;
  collectionIds: number[];
  /**
   * Collections the product leaves: those a tag mapping manages that none of its tags maps to
   * any more. Collections no mapping names (put together by hand) are never touched.
   */
  collectionsLeft: number[];
  material: string | null;
  variants: VariantPlan[];
  /**
   * Sources of pictures the product does not have yet. On an "unchanged" product these are
   * pictures an earlier run could not get: the product is written only if one of them can be
   * had now (`applyImport`), so a picture that still cannot be had changes nothing.
   */
  newImages: string[];
}

export interface ImportPlan {
  settings: ImportSettings;
  rows: number;
  products: ProductPlan[];
  skipped: string[];
  problems: Problem[];
  categoriesCreated: { key: string; name: string }[];
  optionsCreated: { attribute: string; code: string; name: string }[];
  missingAttributes: string[];
  /** Handles of the store's active products the file does not have (archived with archiveMissing). */
  missing: string[];
}

/**
 * `samePrice` tells whether two USD cent amounts show as the same price in the store's currency:
 * a file exported in GBP and imported again then keeps the USD cents it had (no cent of drift).
 */
export async function planImport(
  db: D1Database,
  mapping: Mapping,
  settings: ImportSettings,
  samePrice: (a: number, b: number) => boolean = (a, b) => a === b,
): Promise<ImportPlan> {
  const problems = [...mapping.problems];
  const skipped = [...mapping.skipped];
  const handles = mapping.products.map((p) => p.record.handle);
  const [stored, resolver, owners, storeHandles] = await Promise.all([
    readProducts(db, { handles }, settings.language, settings.origin),
    loadResolver(db),
    skuOwners(
      db,
      mapping.products.flatMap((p) => p.record.variants.map((v) => v.sku)),
    ),
    db
      .prepare("SELECT p.spu_code FROM store_products sp JOIN products p ON p.id = sp.product_id AND p.active = 1 WHERE sp.store = ?")
      .bind(settings.store)
      .all<{ spu_code: string }>(),
  ]);
  const byHandle = new Map(stored.map((s) => [s.record.handle, s]));
  const products: ProductPlan[] = [];
  for (const { record, line } of mapping.products) {
    const taken = record.variants.find((v) => owners.has(v.sku) && owners.get(v.sku) !== record.handle);
    if (taken) {
      problems.push({
        line,
        handle: record.handle,
        severity: "error",
        message: `SKU "${taken.sku}" belongs to the product "${owners.get(taken.sku)}" already.`,
      });
      skipped.push(record.handle);
      continue;
    }
    const existing = byHandle.get(record.handle) ?? null;
    products.push(planProduct(existing ? keepPrices(record, existing.record, samePrice) : record, line, existing, resolver, settings, problems));
  }
  const inFile = new Set(handles.concat(mapping.skipped));
  return {
    settings,
    rows: mapping.rows,
    products,
    skipped,
    problems: problems.sort((a, b) => a.line - b.line),
    categoriesCreated: resolver.createdCategories(),
    optionsCreated: resolver.createdOptions(),
    missingAttributes: resolver.missingAttributes(),
    missing: storeHandles.results.map((r) => r.spu_code).filter((h) => !inFile.has(h)),
  };
}

async function skuOwners(db: D1Database, skus: string[]): Promise<Map<string, string>> {
  const { results } = await db
    .prepare("SELECT s.sku_code, p.spu_code FROM skus s JOIN products p ON p.id = s.product_id WHERE s.sku_code IN (SELECT value FROM json_each(?))")
    .bind(JSON.stringify(skus))
    .all<{ sku_code: string; spu_code: string }>();
  return new Map(results.map((r) => [r.sku_code, r.spu_code]));
}

function planProduct(
  input: ProductRecord,
  line: number,
  existing: StoredProduct | null,
  resolver: Resolver,
  settings: ImportSettings,
  problems: Problem[],
): ProductPlan {
  const category = resolver.category(input.type);
  // A product without a Type is kept under its category's name, so a re-import finds it unchanged.
  const record = input.type ? input : { ...input, type: category.name };
  if (category.created)
    problems.push({
      line,
      handle: record.handle,
      severity: "warning",
      message: `Type "${input.type || "(empty)"}" matches no category: the category "${category.name}" is made.`,
    });
  const materialAt = record.optionNames.findIndex((n) => attributeOf(n) === "material");
  const materials = materialAt < 0 ? [] : [...new Set(record.variants.map((v) => v.values[materialAt]))];
  const material = materials.length === 1 ? resolver.option("material", materials[0]).code : null;
  const attributeAt = (attribute: "color" | "size") => record.optionNames.findIndex((n) => attributeOf(n) === attribute);
  const colorAt = attributeAt("color");
  const sizeAt = attributeAt("size");
  const haveImages = new Set(existing?.images.map((i) => i.src) ?? []);
  const newImages = record.images.map((i) => i.src).filter((src) => !haveImages.has(src));
  // Compared as D1 would hold it if the pictures it lacks still cannot be had.
  const storable = withoutPictures(record, new Set(newImages));
  const before = new Map(existing?.record.variants.map((v) => [v.sku, JSON.stringify(v)]) ?? []);
  const variants = record.variants.map((variant, n): VariantPlan => {
    const was = before.get(variant.sku);
    return {
      variant,
      action: was === undefined ? "create" : was === JSON.stringify(storable.variants[n]) ? "unchanged" : "update",
      color: colorAt < 0 ? null : resolver.option("color", variant.values[colorAt]).code,
      size: sizeAt < 0 ? null : resolver.option("size", variant.values[sizeAt]).code,
    };
  });
  const collectionIds = resolver.collections(record.tags);
  const managed = resolver.managedCollections();
  const collectionsLeft = (existing?.collectionIds ?? []).filter((id) => managed.has(id) && !collectionIds.includes(id));
  const productCode = resolver.productCode(record.handle, existing?.productCode);
  let action: Action = "create";
  if (existing) {
    const same =
      JSON.stringify(existing.record) === JSON.stringify(storable) &&
      existing.categoryKey === category.key &&
      collectionIds.every((id) => existing.collectionIds.includes(id)) &&
      !collectionsLeft.length &&
      existing.stores.includes(settings.store);
    action = same ? "unchanged" : "update";
    const stale = existing.record.variants.filter((v) => !record.variants.some((n) => n.sku === v.sku));
    if (stale.length)
      problems.push({
        line,
        handle: record.handle,
        severity: "warning",
        message: `SKU ${stale.map((v) => `"${v.sku}"`).join(", ")} is not in the file: left as it is.`,
      });
  }
  return {
    action,
    line,
    record,
    existing,
    productCode,
    categoryKey: category.key,
    collectionIds,
    collectionsLeft,
    material,
    variants,
    newImages,
  };
}

/** The record without the given pictures, and variants pointing at one of them without a picture. */
function withoutPictures(record: ProductRecord, missing: Set<string>): ProductRecord {
  if (!missing.size) return record;
  return {
    ...record,
    images: record.images.filter((i) => !missing.has(i.src)),
    variants: record.variants.map((v) => (v.imageSrc !== null && missing.has(v.imageSrc) ? { ...v, imageSrc: null } : v)),
  };
}

export function productCounts(plan: ImportPlan): Counts {
  const count = (action: Action) => plan.products.filter((p) => p.action === action).length;
  return { created: count("create"), updated: count("update"), unchanged: count("unchanged"), skipped: plan.skipped.length };
}

export function variantCounts(plan: ImportPlan, skippedVariants: number): Counts {
  const all = plan.products.flatMap((p) => p.variants);
  const count = (action: Action) => all.filter((v) => v.action === action).length;
  return { created: count("create"), updated: count("update"), unchanged: count("unchanged"), skipped: skippedVariants };
}

/** The file's prices, or the catalogue's own when every one shows the same in the store's currency. */
function keepPrices(record: ProductRecord, existing: ProductRecord, samePrice: (a: number, b: number) => boolean): ProductRecord {
  const extraOf = new Map(existing.variants.map((v) => [v.sku, v.extraCents]));
  const same =
    samePrice(record.basePriceCents, existing.basePriceCents) &&
    record.variants.every((v) => {
      const extra = extraOf.get(v.sku);
      return (
        extra !== undefined &&
        samePrice(record.salePriceCents + v.extraCents, existing.salePriceCents + extra) &&
        samePrice(record.basePriceCents + v.extraCents, existing.basePriceCents + extra)
      );
    });
  if (!same) return record;
  return {
    ...record,
    basePriceCents: existing.basePriceCents,
    salePriceCents: existing.salePriceCents,
    variants: record.variants.map((v) => ({ ...v, extraCents: extraOf.get(v.sku)! })),
  };
}
