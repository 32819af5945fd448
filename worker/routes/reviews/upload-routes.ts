import { Hono } from "hono";
import { uploadKey } from "~/shared/schemas/reviews";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { ok, readBody } from "../../http";
import { discardUpload } from "../../services/reviews/uploads";
import { receiveUpload } from "../helpers/upload-helpers";

/**
 * `upload/{purpose}?draft={id}`: one file as the raw request body (not JSON, so it is never
 * held twice), answered with its key and address. `upload/discard` gives one back.
 */
export const uploadRoutes = new Hono<AppEnv>();

uploadRoutes.post("/discard", async (c) => {
  const { key } = await readBody(c, z.strictObject({ key: uploadKey }));
  const removed = await discardUpload(c.env, key, c.var.ctx.session.uuid);
  return ok(c, { removed });
});

uploadRoutes.post("/:purpose", (c) => receiveUpload(c, c.req.param("purpose")));
