import { redirect } from "react-router";
import { safeRedirectPath } from "~/shared/safe-redirect";
import { pathTo } from "~/shared/url-scheme";
import { translatorFor } from "~/worker/services/translator";
import type { PageLoader } from "../page-types";

export type LoginView = "signIn" | "register" | "reset";

export interface LoginData {
  view: LoginView;
  /** Where to go after signing in: a path of this site only (spec §2 redirect_url). */
  redirect: string;
}

const VIEWS: LoginView[] = ["signIn", "register", "reset"];

export const loginLoader: PageLoader<LoginData> = async ({ context, url }) => {
  const target = safeRedirectPath(url.searchParams.get("redirect_url"), pathTo("accounts"));
  // A customer who is already signed in goes straight on.
  if (context.ctx.session.customerId) throw redirect(target);
  const tab = url.searchParams.get("tab");
  const view = VIEWS.includes(tab as LoginView) ? (tab as LoginView) : "signIn";
  const t = await translatorFor(context.ctx.language);
  return { data: { view, redirect: target }, title: t("account.login.title") };
};
