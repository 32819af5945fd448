import { Hono, type Context } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { LOCALES, type Locale } from "~/shared/i18n-config";
import {
  catalogImportBody,
  mappingDeleteBody,
  mappingSaveBody,
  productGetBody,
  productImageBody,
  productListBody,
  productSaveBody,
} from "~/shared/schemas/admin-catalog";
import { STORE_KEYS, storeOrigin, type StoreKey } from "~/shared/stores";
import { storeDomains } from "../../config";
import type { AppEnv } from "../../env";
import { fail, ok, reply } from "../../http";
import { auditStatement } from "../../services/admin/audit";
import { fromBase64 } from "../../services/bytes";
import { addProductImage, getProduct, listProducts, saveProduct } from "../../services/admin/catalog-products";
import { exportCatalogStream, importCatalog, ImportRefused } from "../../services/catalog-import";
import { deleteMapping, mappingsWithChoices, saveMapping } from "../../services/catalog-import/mappings";
import { allowed, refuseField, staffAction, staffRead } from "./admin-helpers";

/**
 * /api/admin/catalog/*: the Shopify product CSV import (dry run, then apply) and export
 * (docs/decisions/1000-catalogue-import.md). The CLI calls the same endpoints.
 */
export const adminCatalogRoutes = new Hono<AppEnv>();

const originFor = (c: Context<AppEnv>, store: StoreKey) => storeOrigin(store, new URL(c.req.url), storeDomains(c.env));

adminCatalogRoutes.post(
  "/catalog/import",
  ...staffAction("products.edit", catalogImportBody, async (c, body, actor) => {
    const files = new Map(body.files.map((f) => [f.name, fromBase64(f.data)]));
    try {
      const report = await importCatalog(c.env, {
        csv: body.csv,
        settings: { store: body.store, language: body.language, archiveMissing: body.archiveMissing, origin: originFor(c, body.store) },
        dryRun: body.dryRun,
        skipInvalid: body.skipInvalid,
        files,
        fetchImages: body.fetchImages,
        extra: (plan) => [
          auditStatement(c.env.DB, actor, {
            action: "catalog:import",
            subjectType: "catalog",
            subjectId: body.store,
            before: null,
            after: {
              language: body.language,
              rows: plan.rows,
              products: plan.products,
              variants: plan.variants,
              archiveMissing: body.archiveMissing,
            },
          }),
        ],
      });
      return ok(c, report, report.applied ? "The catalogue was imported." : "Nothing was written: this is what the import would do.");
    } catch (error) {
      if (!(error instanceof ImportRefused)) throw error;
      const first = error.report.problems.find((p) => p.severity === "error");
      const message =
        first && !first.handle && error.report.rows === 0
          ? first.message
          : "The file has errors: nothing was written. Fix them, or import only the products without errors.";
      return reply(c, API_CODE.badRequest, message, { report: error.report });
    }
  }),
);

/** GET, so a link downloads it: ?store=us&language=en. */
adminCatalogRoutes.get("/catalog/export", allowed("products.view"), async (c) => {
  const store = c.req.query("store") ?? "";
  const language = c.req.query("language") ?? "en";
  if (!(STORE_KEYS as readonly string[]).includes(store)) return fail(c, API_CODE.badRequest, "Choose a store.", { store: "Choose a store." });
  if (!(LOCALES as readonly string[]).includes(language))
    return fail(c, API_CODE.badRequest, "Choose a language.", { language: "Choose a language." });
  const csv = await exportCatalogStream(c.env.DB, store as StoreKey, language as Locale, originFor(c, store as StoreKey));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="products-${store}-${language}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});

adminCatalogRoutes.post("/catalog/products", ...staffRead("products.view", productListBody, listProducts));

adminCatalogRoutes.post(
  "/catalog/product",
  ...staffRead("products.view", productGetBody, (db, b) => getProduct(db, b.handle), "There is no such product."),
);

adminCatalogRoutes.post(
  "/catalog/product/save",
  ...staffAction("products.edit", productSaveBody, async (c, body, actor) => {
    const saved = await saveProduct(c.env, actor, body);
    if (!saved) return fail(c, API_CODE.notFound, "There is no such product.");
    if (!saved.ok) return refuseField(c, saved.refusal.field, saved.refusal.message);
    const note = saved.dropped.length ? ` Removed from the description: ${saved.dropped.join(", ")}.` : "";
    return ok(c, { dropped: saved.dropped }, `Product saved.${note}`);
  }),
);

adminCatalogRoutes.post(
  "/catalog/product/image",
  ...staffAction("products.edit", productImageBody, async (c, body, actor) => {
    const added = await addProductImage(c.env, actor, body.handle, fromBase64(body.data));
    if (!added) return fail(c, API_CODE.notFound, "There is no such product.");
    if (!added.ok) return refuseField(c, "data", added.message);
    return ok(c, { key: added.key }, "Picture added.");
  }),
);

/** The type → category and tag → collection mapping the import reads, with the choices. */
adminCatalogRoutes.post("/catalog/mappings", allowed("products.view"), async (c) => {
  return ok(c, await mappingsWithChoices(c.env.DB));
});

adminCatalogRoutes.post(
  "/catalog/mapping/save",
  ...staffAction("products.edit", mappingSaveBody, async (c, body, actor) => {
    if (!(await saveMapping(c.env.DB, actor, body)))
      return refuseField(c, "target", body.kind === "type" ? "Choose a category of the list." : "Choose a collection of the list.");
    return ok(c, body, "Mapping saved: the next import uses it.");
  }),
);

adminCatalogRoutes.post(
  "/catalog/mapping/delete",
  ...staffAction("products.edit", mappingDeleteBody, async (c, body, actor) => {
    if (!(await deleteMapping(c.env.DB, actor, body.kind, body.value))) return fail(c, API_CODE.notFound, "There is no such mapping.");
    return ok(c, body, "Mapping deleted.");
  }),
);
