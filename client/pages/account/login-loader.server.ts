import { redirect } from "react-router";
import { safeRedirectPath } from "~/shared/safe-redirect";
import { pathTo } from "~/shared/url-scheme";
import { translatorFor } from "~/worker/services/translator";
import type { PageLoader } from "../page-types";

export type LoginView = "signIn" | "register" | "reset";

export interface LoginData {
  view: LoginView;
  /** Where to go after signing in: a path of this site only (the `redirect_url` query, so a link cannot send the shopper elsewhere). */
  redirect: string;
}

const VIEWS: LoginView[] = ["signIn", "register", "reset"];

export const loginLoader: PageLoader<LoginData> = async ({ context, url }) => {
  const asked = safeRedirectPath(url.searchParams.get("redirect_url"), pathTo("accounts"));
  // Back to /login itself (the footer's link on this page) would only show the form again.
  const target = new URL(asked, url).pathname === pathTo("login") ? pathTo("accounts") : asked;
  // A customer who is already signed in goes straight on.
  if (context.ctx.session.customerId) throw redirect(target);
  const tab = url.searchParams.get("tab");
  const view = VIEWS.includes(tab as LoginView) ? (tab as LoginView) : "signIn";
  const t = await translatorFor(context.ctx.language);
  return { data: { view, redirect: target }, title: t("account.login.title") };
};
