import type { Context } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { draftId, UPLOAD_PURPOSES } from "~/shared/schemas/reviews";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { REVIEW_LIMITS } from "../../services/reviews/limits";
import { storeUpload } from "../../services/reviews/uploads";
import { tooManyFrom, translate } from "./account-helpers";

const purposeSchema = z.enum(UPLOAD_PURPOSES);

/**
 * One file of `purpose` for the form `?draft={id}`, under the request's visitor id. `staff`: the back
 * office's own path (admin/custom/upload), whose custom uploads may be videos.
 */
export async function receiveUpload(c: Context<AppEnv>, purposeName: string | undefined, staff = false) {
  const t = await translate(c);
  const purpose = purposeSchema.safeParse(purposeName);
  const draft = draftId.safeParse(c.req.query("draft"));
  if (!purpose.success || !draft.success) return fail(c, API_CODE.badRequest, t("upload.badRequest"));
  const limited = await tooManyFrom(c, REVIEW_LIMITS.upload, c.var.ctx.session.uuid);
  if (limited) return limited;
  const length = c.req.header("Content-Length");
  // A refused upload (too large, not a picture) is a ReviewError, answered by the app's error handler.
  const stored = await storeUpload(c.env, {
    purpose: purpose.data,
    visitor: c.var.ctx.session.uuid,
    draft: draft.data,
    body: c.req.raw.body,
    declaredLength: length && /^\d+$/.test(length) ? Number(length) : null,
    staff,
  });
  const url = stored.kind === "image" ? `/img/640/jpeg/${stored.key}` : `/media/${stored.key}`;
  return ok(c, { ...stored, url });
}
