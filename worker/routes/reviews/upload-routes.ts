import { Hono } from "hono";
import { uploadKey } from "~/shared/schemas/reviews";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { ok } from "../../http";
import { validBody } from "../../middleware/valid-body";
import { discardUpload } from "../../services/reviews/uploads";
import { receiveUpload } from "../helpers/upload-helpers";

/**
 * `upload/{purpose}?draft={id}`: one file as the raw request body (not JSON, so it is never
 * held twice), answered with its key and address. `upload/discard` gives one back.
 */
export const uploadRoutes = new Hono<AppEnv>();

uploadRoutes.post("/discard", validBody(z.strictObject({ key: uploadKey })), async (c) => {
  const { key } = c.req.valid("json");
  const removed = await discardUpload(c.env, key, c.var.ctx.session.uuid);
  return ok(c, { removed });
});

// The file is the raw request body, not JSON: no body validator; receiveUpload checks its type and size.
uploadRoutes.post("/:purpose", (c) => receiveUpload(c, c.req.param("purpose")));
