import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { COOKIE } from "~/shared/cookies";
import type { AppEnv } from "../../env";
import { ok, readBody } from "../../http";
import { visitorState } from "../../services/visitor-state";

/** `visitor/*`: the per-visitor bits that cached pages leave out of their HTML. */
export const visitorRoutes = new Hono<AppEnv>();

const stateBody = z.strictObject({});

visitorRoutes.post("/state", async (c) => {
  await readBody(c, stateBody);
  const state = await visitorState(c.env, c.var.ctx, getCookie(c, COOKIE.giftCode));
  // Personal: never stored by a shared cache.
  c.header("Cache-Control", "private, no-store");
  return ok(c, state);
});
