import type { Translate } from "../translator";
import { paragraphMail, type Mail } from "./mailer";

/** The double opt-in mail: nothing else is sent to the address until its link is followed. */
export function newsletterConfirmMail(t: Translate, to: string, brand: string, url: string): Mail {
  return paragraphMail(to, t("newsletter.mail.subject", { brand }), [
    t("newsletter.mail.intro", { brand }),
    t("newsletter.mail.link", { url }),
    t("newsletter.mail.notYou"),
    t("account.mail.signature", { brand }),
  ]);
}
