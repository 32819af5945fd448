import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { COOKIE } from "~/shared/cookies";
import type { AppEnv } from "../../env";
import { ok } from "../../http";
import { validBody } from "../../middleware/valid-body";
import { visitorState } from "../../services/visitor-state";

/** `visitor/*`: the per-visitor bits that cached pages leave out of their HTML. */
export const visitorRoutes = new Hono<AppEnv>();

const stateBody = z.strictObject({});

visitorRoutes.post("/state", validBody(stateBody), async (c) => {
  const state = await visitorState(c.env, c.var.ctx, getCookie(c, COOKIE.giftCode));
  // Personal: never stored by a shared cache.
  c.header("Cache-Control", "private, no-store");
  return ok(c, state);
});
