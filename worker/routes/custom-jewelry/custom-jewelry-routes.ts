import { Hono, type Context } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { customDecisionBody, customRequestBody, requestNumberField } from "~/shared/schemas/custom-request";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { fail, ok, reply } from "../../http";
import { validBody } from "../../middleware/valid-body";
import { listCountries } from "../../services/countries";
import { sendCustomMail } from "../../services/mail/custom-jewelry-email";
import { customerRequest, customerRequests, requestView } from "../../services/custom-jewelry/requests-store";
import { cancelRequest, decideDraft } from "../../services/custom-jewelry/stages";
import { submitCustomRequest } from "../../services/custom-jewelry/submit";
import { CustomRefused } from "../../services/custom-jewelry/transitions";
import { twoWayLimit } from "../../services/rate-limit";
import { customerIdOf, inBackground, signedIn, tooManyFrom, translate } from "../helpers/account-helpers";

/**
 * `custom/request`: the custom-jewelry form (guests and customers). `custom/list`, `detail`,
 * `decide`, `cancel`: the signed-in customer's own requests (40001 without a session).
 * docs/decisions/0900-custom-jewelry.md
 */
export const customRoutes = new Hono<AppEnv>();
type C = Context<AppEnv>;

const LIMITS = twoWayLimit("custom-request", "visitor", 3600, { ip: 20, own: 5 });

/** A refused step in the shopper's language; a wrong status names the status it is in. */
async function refuse(c: C, error: unknown) {
  if (!(error instanceof CustomRefused)) throw error;
  const t = await translate(c);
  const values = typeof error.values.status === "string" ? { ...error.values, status: t(`custom.status.${error.values.status}`) } : error.values;
  return reply(c, error.code, t(error.messageKey, values), null);
}

customRoutes.post("/request", validBody(customRequestBody), async (c) => {
  const body = c.req.valid("json");
  const limited = await tooManyFrom(c, LIMITS, c.var.ctx.session.uuid);
  if (limited) return limited;
  const { store, language, currency, session } = c.var.ctx;
  try {
    const countries = await listCountries(c.env.DB);
    const row = await submitCustomRequest(
      {
        db: c.env.DB,
        store: store.key,
        language,
        currency,
        uuid: session.uuid,
        customerId: session.customerId ? Number(session.customerId) : null,
        shipTo: countries.map((country) => country.iso2),
      },
      body,
    );
    inBackground(c, "custom request mail", sendCustomMail(c.env, row, c.var.ctx.url));
    const t = await translate(c);
    return ok(c, { requestNumber: row.request_number, contact: store.customJewelry.email }, t("custom.sent", { number: row.request_number }));
  } catch (error) {
    return refuse(c, error);
  }
});

for (const path of ["/list", "/detail", "/decide", "/cancel"]) customRoutes.use(path, signedIn);

/** A signed-in customer's own request, by its number. */
const requestNumberBody = z.strictObject({ requestNumber: requestNumberField });

const unknown = async (c: C) => fail(c, API_CODE.notFound, (await translate(c))("custom.error.unknown"));

customRoutes.post("/list", async (c) => ok(c, await customerRequests(c.env.DB, customerIdOf(c))));

customRoutes.post("/detail", validBody(requestNumberBody), async (c) => {
  const { requestNumber } = c.req.valid("json");
  const row = await customerRequest(c.env.DB, customerIdOf(c), requestNumber);
  return row ? ok(c, await requestView(c.env.DB, row)) : unknown(c);
});

customRoutes.post("/decide", validBody(customDecisionBody), async (c) => {
  const { requestNumber, decision, message } = c.req.valid("json");
  const row = await customerRequest(c.env.DB, customerIdOf(c), requestNumber);
  if (!row) return unknown(c);
  try {
    const moved = await decideDraft(c.env.DB, row, decision, message);
    inBackground(c, "custom request mail", sendCustomMail(c.env, moved, c.var.ctx.url));
    const t = await translate(c);
    return ok(c, await requestView(c.env.DB, moved), t(decision === "approve" ? "custom.approved" : "custom.revisionSent"));
  } catch (error) {
    return refuse(c, error);
  }
});

customRoutes.post("/cancel", validBody(requestNumberBody), async (c) => {
  const { requestNumber } = c.req.valid("json");
  const row = await customerRequest(c.env.DB, customerIdOf(c), requestNumber);
  if (!row) return unknown(c);
  try {
    const outcome = await cancelRequest(c.env, row, { note: "" });
    inBackground(c, "custom request mail", sendCustomMail(c.env, outcome.request, c.var.ctx.url));
    const t = await translate(c);
    return ok(c, await requestView(c.env.DB, outcome.request), t("custom.cancelled"));
  } catch (error) {
    return refuse(c, error);
  }
});
