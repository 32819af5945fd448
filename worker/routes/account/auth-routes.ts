import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { API_CODE } from "~/shared/api-envelope";
import { COOKIE } from "~/shared/cookies";
import { confirmRegistrationBody, registerBody, resetPasswordBody, sendResetCodeBody, signInBody } from "~/shared/schemas/account";
import type { AppEnv } from "../../env";
import { contract } from "../../contract-route";
import { ok } from "../../http";
import { writeSessionCookie } from "../../middleware/request-context";
import { authenticate, notifyResetLocked, requestPasswordReset, resetPassword } from "../../services/account/credentials";
import { isResetLocked, secondsUntilTomorrow } from "../../services/account/reset-lockout";
import { ACCOUNT_LIMITS, byEmail } from "../../services/account/limits";
import { confirmRegistration, startRegistration } from "../../services/account/registration";
import { revokeSession } from "../../services/account/sessions";
import { Refusal } from "../../services/refusal";
import { displayName, inBackground, scopeOf, signInAs, tooManyFrom, translate } from "../helpers/account-helpers";

/**
 * Sign-up, sign-in, sign-out and password reset. None of the answers tells whether an
 * email has an account: the same message, the same status, and the email work happens
 * after the answer, so no one can learn who shops here (docs/decisions/0300-customer-accounts.md).
 */
export const accountAuthRoutes = new Hono<AppEnv>();

const register = contract("account/register", registerBody);
const confirm = contract("account/confirmRegistration", confirmRegistrationBody);
const signIn = contract("account/signIn", signInBody);
const sendResetCode = contract("account/sendResetCode", sendResetCodeBody);
const reset = contract("account/resetPassword", resetPasswordBody);

/** A code that is wrong, expired or used up: one answer for all, naming the code field. */
const invalidCode = () => new Refusal(API_CODE.badRequest, "account.code.invalid", { field: "code" });

/** Locked until the next UTC day; the same answer whether the email has an account or not. */
const lockedForToday = (messageKey: string) => new Refusal(API_CODE.tooMany, messageKey, { retryAfterSeconds: secondsUntilTomorrow(Date.now()) });

accountAuthRoutes.post(register.action, register.body, async (c) => {
  const body = c.req.valid("json");
  const limited = await tooManyFrom(c, ACCOUNT_LIMITS.register, await byEmail(body.email));
  if (limited) return limited;
  inBackground(c, "Registration", startRegistration(scopeOf(c), body));
  const t = await translate(c);
  return register.ok(c, { email: body.email }, t("account.register.codeSent", { email: body.email }));
});

accountAuthRoutes.post(confirm.action, confirm.body, async (c) => {
  const body = c.req.valid("json");
  const limited = await tooManyFrom(c, ACCOUNT_LIMITS.checkCode, await byEmail(body.email));
  if (limited) return limited;
  const t = await translate(c);
  const customer = await confirmRegistration(scopeOf(c), body);
  if (customer === "locked") throw lockedForToday("account.register.locked");
  if (!customer) throw invalidCode();
  await signInAs(c, customer, body.remember);
  return confirm.ok(c, { email: customer.email, name: displayName(customer) }, t("account.register.done"));
});

accountAuthRoutes.post(signIn.action, signIn.body, async (c) => {
  const body = c.req.valid("json");
  const limited = await tooManyFrom(c, ACCOUNT_LIMITS.signIn, await byEmail(body.email));
  if (limited) return limited;
  const t = await translate(c);
  const customer = await authenticate(c.env.DB, body.email, body.password);
  if (!customer) throw new Refusal(API_CODE.badRequest, "account.signIn.failed");
  await signInAs(c, customer, body.remember);
  return signIn.ok(c, { email: customer.email, name: displayName(customer) }, t("account.signIn.done"));
});

/**
 * Sign-out clears email and customerId; if that fails the token cookie is
 * deleted. It also ends the server-side session, so a copied token is worthless. A plain
 * form POST (the menu's no-JavaScript fallback) is answered with a redirect to /.
 */
accountAuthRoutes.post("/signOut", async (c) => {
  const { session } = c.var.ctx;
  try {
    if (session.sid) await revokeSession(c.env.DB, session.sid);
  } catch (error) {
    console.error("Revoking the session failed", error);
  }
  try {
    await writeSessionCookie(c, { uuid: session.uuid, email: "", customerId: "" }, true);
  } catch (error) {
    console.error("Writing the signed-out token failed", error);
    deleteCookie(c, COOKIE.token, { path: "/" });
  }
  deleteCookie(c, COOKIE.username, { path: "/" });
  if ((c.req.header("Content-Type") ?? "").startsWith("application/x-www-form-urlencoded")) return c.redirect("/", 303);
  return ok(c, null);
});

accountAuthRoutes.post(sendResetCode.action, sendResetCode.body, async (c) => {
  const { email } = c.req.valid("json");
  const limited = await tooManyFrom(c, ACCOUNT_LIMITS.sendCode, await byEmail(email));
  if (limited) return limited;
  if (await isResetLocked(c.env.DB, email)) throw lockedForToday("account.reset.locked");
  inBackground(c, "Password reset", requestPasswordReset(scopeOf(c), email));
  const t = await translate(c);
  return sendResetCode.ok(c, { email }, t("account.reset.codeSent", { email }));
});

accountAuthRoutes.post(reset.action, reset.body, async (c) => {
  const body = c.req.valid("json");
  const limited = await tooManyFrom(c, ACCOUNT_LIMITS.checkCode, await byEmail(body.email));
  if (limited) return limited;
  const t = await translate(c);
  const scope = scopeOf(c);
  const result = await resetPassword(scope, body);
  // The day's last allowed guess is answered as the wrong code it was; the next ones are refused.
  if (result === "lockedNow") inBackground(c, "Reset lock notice", notifyResetLocked(scope, body.email));
  if (result === "locked") throw lockedForToday("account.reset.locked");
  if (result !== "done") throw invalidCode();
  return reset.ok(c, null, t("account.reset.done"));
});
