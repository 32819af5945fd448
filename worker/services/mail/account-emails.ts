import { escapeHtml } from "../html-escape";
import { EMAIL_CODE } from "~/shared/account-rules";
import type { Translate } from "../translator";
import type { Mail } from "./mailer";
import { RESET_LOCKOUT } from "../account/reset-lockout";

/** The account emails, written in the shopper's language. */

function compose(to: string, subject: string, paragraphs: string[], code?: string): Mail {
  // The code stands on a line of its own, so it is easy to spot (and to copy).
  const text = [paragraphs[0], ...(code ? [code] : []), ...paragraphs.slice(1)].join("\n\n");
  const html = [
    `<p>${escapeHtml(paragraphs[0])}</p>`,
    code ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>` : "",
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
  ].join("\n");
  return { to, subject, text, html };
}

const minutes = EMAIL_CODE.lifetimeMs / 60_000;

/** The email with a 6-digit code: a password reset, or the confirmation of a new account. */
export function codeMail(t: Translate, purpose: "reset" | "register", to: string, code: string, brand: string): Mail {
  return compose(
    to,
    t(`account.mail.${purpose}Subject`, { brand }),
    [
      t(`account.mail.${purpose}Intro`),
      t("account.mail.codeExpiry", { minutes }),
      t(`account.mail.${purpose}NotYou`),
      t("account.mail.signature", { brand }),
    ],
    code,
  );
}

/** Sent instead of a code when someone signs up with an email that already has an account. */
export function alreadyRegisteredMail(t: Translate, to: string, brand: string, links: { signIn: string; reset: string }): Mail {
  return compose(to, t("account.mail.existsSubject", { brand }), [
    t("account.mail.existsIntro"),
    t("account.mail.existsSignIn", { url: links.signIn }),
    t("account.mail.existsReset", { url: links.reset }),
    t("account.mail.registerNotYou"),
    t("account.mail.signature", { brand }),
  ]);
}

/** Sent once when wrong reset codes for the account's email reach the day's ceiling. */
export function resetLockedMail(t: Translate, to: string, brand: string): Mail {
  return compose(to, t("account.mail.lockedSubject", { brand }), [
    t("account.mail.lockedIntro", { attempts: RESET_LOCKOUT.maxFailuresPerDay }),
    t("account.mail.lockedSafe"),
    t("account.mail.lockedNotYou"),
    t("account.mail.signature", { brand }),
  ]);
}

/** Confirms an erasure (GDPR Art. 17, 19) to the address the account had, the last thing sent to it. */
export function erasedMail(t: Translate, to: string, brand: string): Mail {
  return compose(to, t("account.mail.erasedSubject", { brand }), [
    t("account.mail.erasedIntro"),
    t("account.mail.erasedOrders"),
    t("account.mail.signature", { brand }),
  ]);
}
