import { Hono, type Context } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { giftCodeBody, giftListBody, giftSaveBody, type GiftSaveBody } from "~/shared/schemas/free-gift";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import {
  deleteGiftCampaign,
  endGiftCampaign,
  giftProductRefusal,
  listGiftCampaigns,
  saveGiftCampaign,
} from "../../services/free-gift/admin-campaigns";
import { actorOf, allowed, outcomeAnswer, refuseField, withBody, staffAction } from "./admin-helpers";

/** /api/admin/gift/*: free-gift campaigns (docs/decisions/0800-free-gift.md, "Staff side"). */
export const adminGiftRoutes = new Hono<AppEnv>();

/** KV answered with an error: the audit row may say more than happened, so the screen says to look again. */
const kvFailed = (c: Context<AppEnv>, error: unknown) => {
  console.error("Free-gift campaign could not be written to KV", error);
  return fail(c, API_CODE.resultNull, "The campaign store did not answer; reload the list to see what changed, then try again.");
};

adminGiftRoutes.post(
  "/gift/list",
  allowed("gifts.view"),
  withBody(giftListBody, async (c, body) => ok(c, await listGiftCampaigns(c.env, body.page))),
);

const save = (mode: "create" | "update") =>
  withBody(giftSaveBody, async (c, body: GiftSaveBody) => {
    const refusal = await giftProductRefusal(c.env.DB, body.spuCode);
    if (refusal) return refuseField(c, "spuCode", refusal);
    try {
      const outcome = await saveGiftCampaign(c.env, actorOf(c), body, mode);
      if (outcome === "exists") return fail(c, API_CODE.conflict, `A campaign ${body.code} exists already.`, { code: "This code is taken." });
      if (outcome === "notFound") return fail(c, API_CODE.notFound, "Unknown campaign.");
    } catch (error) {
      return kvFailed(c, error);
    }
    return ok(c, { code: body.code }, mode === "create" ? `Campaign ${body.code} created.` : `Campaign ${body.code} saved.`);
  });

adminGiftRoutes.post("/gift/create", allowed("gifts.edit"), save("create"));
adminGiftRoutes.post("/gift/update", allowed("gifts.edit"), save("update"));

/** What ending a campaign answers, as the wallet's route does: an envelope code and its sentence. */
const END_ANSWERS = {
  ended: [API_CODE.ok, "Campaign ended."],
  alreadyEnded: [API_CODE.ok, "The campaign had already ended."],
  notFound: [API_CODE.notFound, "Unknown campaign."],
  invalid: [API_CODE.conflict, "This entry is not a campaign the shop can read; edit or delete it."],
  scheduled: [API_CODE.conflict, "The campaign has not started; change its days or delete it."],
} as const;

adminGiftRoutes.post(
  "/gift/end",
  ...staffAction("gifts.edit", giftCodeBody, async (c, { code }, actor) => {
    let outcome: keyof typeof END_ANSWERS;
    try {
      outcome = await endGiftCampaign(c.env, actor, code);
    } catch (error) {
      return kvFailed(c, error);
    }
    return outcomeAnswer(c, END_ANSWERS, outcome, () => ({ code, outcome }));
  }),
);

adminGiftRoutes.post(
  "/gift/delete",
  ...staffAction("gifts.edit", giftCodeBody, async (c, { code }, actor) => {
    try {
      if (!(await deleteGiftCampaign(c.env, actor, code))) return fail(c, API_CODE.notFound, "Unknown campaign.");
    } catch (error) {
      return kvFailed(c, error);
    }
    return ok(c, { code }, `Campaign ${code} deleted.`);
  }),
);
