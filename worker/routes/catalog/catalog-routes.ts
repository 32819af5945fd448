import { Hono } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { parseCategoryQuery } from "~/shared/category-query";
import { categoryListBody, findCategoryUrlKeyBody, searchHighlightBody, searchPanelBody, similarProductsBody } from "~/shared/schemas/catalog";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { validBody } from "../../middleware/valid-body";
import { catalogMemo } from "../../services/catalog/catalog-memo";
import { catalogContext } from "../../services/catalog/context";
import { similarProducts } from "../../services/catalog/product-detail";
import type { ProductCard } from "~/shared/catalog-types";
import { listProducts } from "../../services/catalog/listing";
import { searchProducts } from "../../services/catalog/search";
import { findCategoryUrlKey, recordSearch, searchPanel, searchSuggestions } from "../../services/catalog/suggestions";
import { translatorFor } from "../../services/translator";

/** How many similar products a product page shows. */
const SIMILAR_SHOWN = 8;

/** `category/*` calls of docs/architecture.md#api and the listing API for client-side paging. */
export const catalogRoutes = new Hono<AppEnv>();

const later = (c: { executionCtx: Pick<ExecutionContext, "waitUntil"> }, work: Promise<unknown>) => {
  const guarded = work.catch((error) => console.error("background catalogue work failed", error));
  try {
    c.executionCtx.waitUntil(guarded);
  } catch {
    // Outside workerd's request scope there is nothing to wait for the promise.
  }
};

catalogRoutes.post("/searchHighlight", validBody(searchHighlightBody), async (c) => {
  const { content } = c.req.valid("json");
  return ok(c, await searchSuggestions(catalogContext(c.env, c.var.ctx), content));
});

/**
 * The shopper submitted a search: `{urlKey, href}` of the category the word names, or null
 * (the client then opens the search page). Searches that find something count toward the
 * popular keywords.
 */
catalogRoutes.post("/findCategoryUrlKey", validBody(findCategoryUrlKeyBody), async (c) => {
  const { content } = c.req.valid("json");
  const cc = catalogContext(c.env, c.var.ctx);
  const found = await findCategoryUrlKey(cc, content);
  const term = content.trim().slice(0, 100);
  if (term) {
    later(
      c,
      (async () => {
        if (found || (await searchProducts(cc, term, 1)).matches.length) await recordSearch(cc, term);
      })(),
    );
  }
  return ok(c, found);
});

catalogRoutes.post("/searchPanel", validBody(searchPanelBody), async (c) => {
  return ok(c, await searchPanel(catalogContext(c.env, c.var.ctx)));
});

catalogRoutes.post("/list", validBody(categoryListBody), async (c) => {
  const body = c.req.valid("json");
  const query = parseCategoryQuery(new URLSearchParams(body.search), body.kind === "category" || body.kind === "sale" ? body.key : undefined);
  const listing = await listProducts(catalogContext(c.env, c.var.ctx), { kind: body.kind, key: body.key, query, pageSize: body.pageSize });
  if (!listing) return fail(c, API_CODE.notFound, (await translatorFor(c.var.ctx.language))("notFound.text"));
  return ok(c, listing);
});

const similarMemo = catalogMemo<ProductCard[]>(256);

/**
 * The similar products strip of a product page, asked for after the page has loaded: it is
 * below the fold, and leaving it out of the shared page halves that page's HTML.
 */
catalogRoutes.post("/similar", validBody(similarProductsBody), async (c) => {
  const { productCode } = c.req.valid("json");
  const cc = catalogContext(c.env, c.var.ctx);
  const products = await similarMemo(cc, productCode.toLowerCase(), () => similarProducts(cc, productCode, SIMILAR_SHOWN));
  return ok(c, { products });
});
