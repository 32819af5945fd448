import { pathTo } from "~/shared/url-scheme";
import { isResetLocked, recordResetFailure } from "./reset-lockout";
import { appSecret } from "../../config";
import { subscribe } from "../newsletter/subscribe";
import { translatorFor } from "../translator";
import { consumeCode, issueCode } from "./codes";
import { grantWelcomeCoupon } from "../coupons/account";
import { findCustomerByEmail, insertCustomer, type Customer } from "../customers/customers";
import { alreadyRegisteredMail, codeMail } from "../mail/account-emails";
import { mailFrom, sendMail } from "../mail/mailer";
import { hashPassword, type PasswordHash } from "./password";
import type { AccountScope } from "./scope";

/**
 * Sign-up in two steps, so the answer never tells whether an email already has an account:
 * `startRegistration` always "sends a code". A new email gets a six-digit code and the
 * account waits (hashed password included) until `confirmRegistration` receives it; an
 * email with an account gets a note to sign in or reset the password instead. Only the
 * owner of the mailbox learns which happened.
 */
interface PendingAccount {
  firstName: string;
  lastName: string;
  password: PasswordHash;
  newsletter: boolean;
  store: string;
  language: string;
}

export interface RegistrationInput {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  newsletter: boolean;
}

export async function startRegistration(scope: AccountScope, input: RegistrationInput): Promise<void> {
  const { env, store, language, origin } = scope;
  const now = scope.now ?? Date.now();
  // Hash in both cases: the same work whether or not the email is taken.
  const [existing, password] = await Promise.all([findCustomerByEmail(env.DB, input.email), hashPassword(input.password)]);
  const t = await translatorFor(language);
  const from = mailFrom(env, store.brandDomain);
  if (existing) {
    const links = { signIn: `${origin}${pathTo("login")}`, reset: `${origin}${pathTo("login", {}, { tab: "reset" })}` };
    await sendMail(env, from, alreadyRegisteredMail(t, input.email, store.seriesName, links), now);
    return;
  }
  const payload: PendingAccount = {
    firstName: input.firstName,
    lastName: input.lastName,
    password,
    newsletter: input.newsletter,
    store: store.key,
    language,
  };
  const code = await issueCode(env.DB, appSecret(env), { purpose: "register", email: input.email, payload }, now);
  await sendMail(env, from, codeMail(t, "register", input.email, code, store.seriesName), now);
}

/** Creates the account from a right code; null for a wrong, used or expired code. */
export async function confirmRegistration(scope: AccountScope, input: { email: string; code: string }): Promise<Customer | "locked" | null> {
  const { env } = scope;
  const now = scope.now ?? Date.now();
  // Wrong codes have the reset codes' daily budget: a new code each time buys no more guesses.
  if (await isResetLocked(env.DB, input.email, now, "register")) return "locked";
  const check = await consumeCode<PendingAccount>(env.DB, appSecret(env), { purpose: "register", ...input }, now);
  if (!check.ok) {
    await recordResetFailure(env.DB, input.email, now, "register");
    return null;
  }
  const pending = check.payload;
  const customer = await insertCustomer(env.DB, { email: input.email, ...pending }, now);
  // Null: the email got an account between the two steps; that account stays as it is.
  if (!customer) return null;
  await grantWelcomeCoupon(env.DB, customer.id, now);
  if (pending.newsletter) await subscribe(env.DB, { email: customer.email, store: pending.store, language: pending.language });
  return customer;
}
