import { Hono } from "hono";
import { historyBody, historyListBody } from "~/shared/schemas/catalog";
import type { AppEnv } from "../../env";
import { ok } from "../../http";
import { validBody } from "../../middleware/valid-body";
import { catalogContext } from "../../services/catalog/context";
import { historyList, historyProducts } from "../../services/catalog/history";

/** Viewed history of docs/architecture.md#api, mounted under the `index` area: index/history, index/history/list. */
export const historyRoutes = new Hono<AppEnv>();

historyRoutes.post("/history", validBody(historyBody), async (c) => {
  const { list } = c.req.valid("json");
  return ok(c, { list: await historyProducts(catalogContext(c.env, c.var.ctx), list) });
});

historyRoutes.post("/history/list", validBody(historyListBody), async (c) => {
  const { list } = c.req.valid("json");
  return ok(c, { list: await historyList(catalogContext(c.env, c.var.ctx), list.slice(0, 7)) });
});
