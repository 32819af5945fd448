import { Hono } from "hono";
import { z } from "zod";
import { API_CODE } from "~/shared/api-envelope";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { validBody } from "../../middleware/valid-body";
import { AdyenUnavailable } from "../../services/payments/adyen";
import { cardVault, customerCards, deleteCustomerCard } from "../../services/payments/stored-cards";
import { customerIdOf, signedIn, translate } from "../helpers/account-helpers";

/**
 * `account/cards` and `account/cardDelete`: the signed-in customer's saved cards, as the
 * payment provider keeps them (docs/decisions/0811-stored-cards.md). 40001 without a session.
 */
export const accountCardRoutes = new Hono<AppEnv>();
/** The provider could not be asked: nothing changed, try again later. */
const UNAVAILABLE = 503;
for (const path of ["/cards", "/cardDelete"]) accountCardRoutes.use(path, signedIn);

/** A provider's token id: letters, digits, dashes and underscores (Adyen's are 16 characters). */
const cardDeleteBody = z.strictObject({
  id: z.string({ error: "account.cards.unknown" }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "account.cards.unknown" }),
});

accountCardRoutes.post("/cards", async (c) => {
  // Where no provider keeps cards (production without Adyen) the screen says so.
  const available = cardVault(c.env) !== null;
  try {
    return ok(c, { available, cards: await customerCards(c.env, customerIdOf(c)) });
  } catch (error) {
    if (!(error instanceof AdyenUnavailable)) throw error;
    return fail(c, UNAVAILABLE, (await translate(c))("account.cards.unavailable"));
  }
});

accountCardRoutes.post("/cardDelete", validBody(cardDeleteBody), async (c) => {
  const { id } = c.req.valid("json");
  const t = await translate(c);
  try {
    if (!(await deleteCustomerCard(c.env, customerIdOf(c), id))) return fail(c, API_CODE.notFound, t("account.cards.unknown"));
  } catch (error) {
    if (!(error instanceof AdyenUnavailable)) throw error;
    return fail(c, UNAVAILABLE, t("account.cards.unavailable"));
  }
  return ok(c, { cards: await customerCards(c.env, customerIdOf(c)).catch(() => []) }, t("account.cards.deleted"));
});
