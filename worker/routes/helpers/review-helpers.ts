import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { reply } from "../../http";
import { ReviewError } from "../../services/reviews/review-error";
import { translate } from "./account-helpers";

export type C = Context<AppEnv>;

/** A ReviewError in the shopper's language, with the field it is about. */
async function refuse(c: C, error: ReviewError) {
  const t = await translate(c);
  const message = t(error.key, error.values);
  return reply(c, error.code, message, error.field ? { fields: { [error.field]: message } } : null);
}

export async function guarded(c: C, run: () => Promise<Response>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ReviewError) return refuse(c, error);
    throw error;
  }
}
