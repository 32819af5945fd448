import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { COOKIE } from "~/shared/cookies";
import { appSecret } from "../../config";
import type { AppEnv } from "../../env";
import { identify } from "../../middleware/admin-access";
import { openToken } from "../../services/session-token";
import { type UploadAccess, uploadAccess } from "../../services/reviews/media-access";

/**
 * Whether the asker of a shopper's upload may have it. The image and media paths run before
 * the request context (they read no cookie for a catalogue picture), so the sealed token is
 * opened here, and staff are identified only when the owner check did not decide.
 */
export async function accessToUpload(c: Context<AppEnv>, key: string): Promise<UploadAccess> {
  const opened = await openToken(getCookie(c, COOKIE.token), appSecret(c.env)).catch(() => "" as const);
  const viewer = { uuid: opened ? opened.uuid : null, customerId: opened ? opened.customerId : null };
  return uploadAccess(c.env.DB, key, viewer, async () => Boolean(await identify(c).catch(() => null)));
}

/** What an upload's answer may be kept for: a published one briefly by anyone, a private one by no one. */
export const uploadCacheControl = (access: UploadAccess) => (access === "public" ? "public, max-age=600" : "private, no-store");
