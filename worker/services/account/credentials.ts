import { appSecret } from "../../config";
import { translatorFor } from "../translator";
import { consumeCode, issueCode } from "./codes";
import { findCustomerByEmail, findCustomerById, updatePassword, withoutPassword, type Customer } from "../customers/customers";
import { codeMail, resetLockedMail } from "../mail/account-emails";
import { mailFrom, sendMail } from "../mail/mailer";
import { decoyPasswordCheck, hashPassword, needsRehash, verifyPassword } from "./password";
import { isResetLocked, recordResetFailure } from "./reset-lockout";
import type { AccountScope } from "./scope";
import { revokeAllSessions, revokeOtherSessions } from "./sessions";

/**
 * The customer whose email and password these are, or null. An unknown email costs the
 * same password check as a wrong password, so the answer time tells nothing either.
 */
export async function authenticate(db: D1Database, email: string, password: string, now = Date.now()): Promise<Customer | null> {
  const customer = await findCustomerByEmail(db, email);
  if (!customer) return decoyPasswordCheck(password).then(() => null);
  if (!(await verifyPassword(password, customer.password))) return null;
  if (needsRehash(customer.password)) await updatePassword(db, customer.id, await hashPassword(password), now);
  return withoutPassword(customer);
}

/** Emails a reset code when the email has an account; does nothing visible otherwise. */
export async function requestPasswordReset(scope: AccountScope, email: string): Promise<void> {
  const { env, store, language } = scope;
  const now = scope.now ?? Date.now();
  const customer = await findCustomerByEmail(env.DB, email);
  if (!customer) return;
  const code = await issueCode(env.DB, appSecret(env), { purpose: "reset", email: customer.email }, now);
  const t = await translatorFor(language);
  await sendMail(env, mailFrom(env, store.brandDomain), codeMail(t, "reset", customer.email, code, store.seriesName), now);
}

/**
 * What a reset attempt came to. "lockedNow": this wrong code reached the day's ceiling
 * (reset-lockout.ts) and the owner is still to be told (notifyResetLocked, once).
 */
export type ResetResult = "done" | "invalid" | "locked" | "lockedNow";

/**
 * Sets a new password with a right code and signs the account out everywhere (whoever
 * knew the old password is out). A wrong, used, expired or voided code counts against the
 * email's daily ceiling; once it is reached not even the right code works until tomorrow.
 */
export async function resetPassword(scope: AccountScope, input: { email: string; code: string; password: string }): Promise<ResetResult> {
  const { env } = scope;
  const now = scope.now ?? Date.now();
  if (await isResetLocked(env.DB, input.email, now)) return "locked";
  const check = await consumeCode(env.DB, appSecret(env), { purpose: "reset", email: input.email, code: input.code }, now);
  const customer = check.ok ? await findCustomerByEmail(env.DB, input.email) : null;
  if (!customer) return (await recordResetFailure(env.DB, input.email, now)) === "locked" ? "lockedNow" : "invalid";
  await updatePassword(env.DB, customer.id, await hashPassword(input.password), now);
  await revokeAllSessions(env.DB, customer.id);
  return "done";
}

/** Tells the account's owner (if the email has an account) that its reset is locked for the day. */
export async function notifyResetLocked(scope: AccountScope, email: string): Promise<void> {
  const customer = await findCustomerByEmail(scope.env.DB, email);
  if (!customer) return;
  const t = await translatorFor(scope.language);
  await sendMail(
    scope.env,
    mailFrom(scope.env, scope.store.brandDomain),
    resetLockedMail(t, customer.email, scope.store.seriesName),
    scope.now ?? Date.now(),
  );
}

/** Changes the password with the current one; every other session of the customer ends. */
export async function changePassword(
  db: D1Database,
  input: { customerId: number; sessionId: string; currentPassword: string; password: string },
  now = Date.now(),
): Promise<boolean> {
  const customer = await findCustomerById(db, input.customerId);
  if (!customer || !(await verifyPassword(input.currentPassword, customer.password))) return false;
  await updatePassword(db, customer.id, await hashPassword(input.password), now);
  await revokeOtherSessions(db, customer.id, input.sessionId);
  return true;
}
