import { Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { consentAllows } from "~/shared/consent";
import { COOKIE } from "~/shared/cookies";
import { bucketCookieValue, parseBucketCookie, randomBucket } from "~/shared/random-bucket";
import { insightBeaconBody } from "~/shared/schemas/insight";
import { pageViewBody, pvFlowBody } from "~/shared/schemas/index-api";
import type { AppEnv } from "../../env";
import { ok } from "../../http";
import { validBody } from "../../middleware/valid-body";
import { cookieOptions } from "../../middleware/request-context";
import { recordPageView, recordProductView } from "../../services/site-events";
import { insightBeacon } from "./insight-beacon";

/** `stat/*`: product views (docs/architecture.md#api) and first-party page views (analytics consent only). */
export const statRoutes = new Hono<AppEnv>();

statRoutes.post("/pvFlow", validBody(pvFlowBody), async (c) => {
  const { spuCode } = c.req.valid("json");
  const { ctx } = c.var;
  await recordProductView(c.env.DB, { spuCode, store: ctx.store.key, uuid: ctx.session.uuid, country: ctx.country });
  return ok(c, null);
});

statRoutes.post("/pageView", validBody(pageViewBody), async (c) => {
  const { path } = c.req.valid("json");
  const { ctx } = c.var;
  // The edge enforces consent too: a client that ignores it still records nothing.
  if (!consentAllows("analytics", ctx)) return ok(c, { recorded: false });
  // The visitor's bucket for comparing variants of the shop, rolled once and kept (analytics consent).
  let bucket = parseBucketCookie(getCookie(c, COOKIE.luckyCustomer));
  if (bucket === undefined) {
    bucket = randomBucket();
    setCookie(c, COOKIE.luckyCustomer, bucketCookieValue(bucket), cookieOptions(c));
  }
  await recordPageView(c.env.DB, { path, store: ctx.store.key, uuid: ctx.session.uuid, bucket });
  return ok(c, { recorded: true });
});

statRoutes.post("/insight", validBody(insightBeaconBody), (c) => insightBeacon(c, c.req.valid("json")));
