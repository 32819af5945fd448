import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { API_CODE } from "~/shared/api-envelope";
import { COOKIE } from "~/shared/cookies";
import { accountEraseBody } from "~/shared/schemas/account";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { validBody } from "../../middleware/valid-body";
import { findCustomerById } from "../../services/customers/customers";
import { customerDataExport, eraseAndConfirm } from "../../services/account/data-rights";
import { ACCOUNT_LIMITS } from "../../services/account/limits";
import { verifyPassword } from "../../services/account/password";
import { writeSessionCookie } from "../../middleware/request-context";
import { customerIdOf, signedIn, tooMany, translate } from "../helpers/account-helpers";

/**
 * `account/dataExport` and `account/erase`: the customer's own GDPR rights of access and
 * portability (Art. 15, 20) and erasure (Art. 17); docs/decisions/1327-data-rights.md.
 */
export const accountDataRoutes = new Hono<AppEnv>();
for (const path of ["/dataExport", "/erase"]) accountDataRoutes.use(path, signedIn);

accountDataRoutes.post("/dataExport", async (c) => {
  const customerId = customerIdOf(c);
  const limited = await tooMany(c, [[ACCOUNT_LIMITS.changePassword, `export:${customerId}`]]);
  if (limited) return limited;
  c.header("Cache-Control", "private, no-store");
  const data = await customerDataExport(c.env.DB, customerId, c.var.ctx.consent?.id ?? "");
  if (!data) return fail(c, API_CODE.signInRequired, (await translate(c))("account.signInRequired"));
  return ok(c, data);
});

/** The password again, so a browser left signed in cannot erase its owner's account. */
accountDataRoutes.post("/erase", validBody(accountEraseBody), async (c) => {
  const { password } = c.req.valid("json");
  const customerId = customerIdOf(c);
  const limited = await tooMany(c, [[ACCOUNT_LIMITS.changePassword, `customer:${customerId}`]]);
  if (limited) return limited;
  const t = await translate(c);
  const customer = await findCustomerById(c.env.DB, customerId);
  if (!customer || !(await verifyPassword(password, customer.password))) {
    const message = t("account.password.currentWrong");
    return fail(c, API_CODE.badRequest, message, { password: message });
  }
  // Erasing the account's row ends every session with it (ON DELETE CASCADE); this browser signs out too.
  await eraseAndConfirm(c.env, customerId);
  await writeSessionCookie(c, { uuid: c.var.ctx.session.uuid, email: "", customerId: "" }, true);
  deleteCookie(c, COOKIE.username, { path: "/" });
  return ok(c, null, t("account.erase.done"));
});
