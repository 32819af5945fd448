import type { ConsentRecord } from "~/shared/consent";
import { translatorFor } from "~/worker/services/translator";
import type { PageLoader } from "../page-types";

export interface CookieSettingsData {
  consent: ConsentRecord | null;
  /** Whether the visitor is one the banner asks (nothing optional runs before a choice). */
  askConsent: boolean;
  /** The form was just saved (the no-JavaScript post comes back here with `saved=1`). */
  saved: boolean;
}

/** "Our cookies": the visitor's own consent as the edge read it; never shared by the edge cache. */
export const cookieSettingsLoader: PageLoader<CookieSettingsData> = async ({ context, url }) => {
  const { ctx } = context;
  const t = await translatorFor(ctx.language);
  return {
    data: { consent: ctx.consent, askConsent: ctx.askConsent, saved: url.searchParams.get("saved") === "1" },
    title: t("cookieSettings.title"),
    description: t("cookieSettings.intro"),
  };
};
