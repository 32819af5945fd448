import { Hono } from "hono";
import { historyBody, historyListBody } from "~/shared/schemas/catalog";
import type { AppEnv } from "../../env";
import { ok, readBody } from "../../http";
import { catalogContext } from "../../services/catalog/context";
import { historyList, historyProducts } from "../../services/catalog/history";

/** Viewed history of docs/architecture.md#api, mounted under the `index` area: index/history, index/history/list. */
export const historyRoutes = new Hono<AppEnv>();

historyRoutes.post("/history", async (c) => {
  const { list } = await readBody(c, historyBody);
  return ok(c, { list: await historyProducts(catalogContext(c.env, c.var.ctx), list) });
});

historyRoutes.post("/history/list", async (c) => {
  const { list } = await readBody(c, historyListBody);
  return ok(c, { list: await historyList(catalogContext(c.env, c.var.ctx), list.slice(0, 7)) });
});
