import { useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { Link } from "../../components/ui/link";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { LoginData, LoginView } from "./login-loader.server";
import { RegisterForm } from "./register-form";
import { ResetPasswordForm } from "./reset-password-form";
import { SignInForm } from "./sign-in-form";
import { definePage } from "../define-page";

type Tab = "signIn" | "register";

/**
 * /login: sign in and registration as two tabs; "forgot password" replaces the sign-in form.
 * The tabs and the forgot-password switch are links (`?tab=register`, `?tab=reset`), so
 * they work before the page has hydrated too; once it has, they switch in place.
 */
export default definePage(LoginPage, { loader: () => import("./login-loader.server").then((m) => m.loginLoader) });

function LoginPage({ data }: PageProps<LoginData>) {
  const t = useT();
  const location = useLocation();
  const [view, setView] = useState<LoginView>(data.view);
  const [notice, setNotice] = useState<{ email: string; message: string } | null>(null);
  const tabs = useRef<Record<Tab, HTMLAnchorElement | null>>({ signIn: null, register: null });
  const tab: Tab = view === "register" ? "register" : "signIn";

  const hrefFor = (next: LoginView) => {
    const query = new URLSearchParams(location.search);
    if (next === "signIn") query.delete("tab");
    else query.set("tab", next);
    const text = query.toString();
    return `${location.pathname}${text ? `?${text}` : ""}`;
  };
  const show = (next: LoginView) => (event: MouseEvent) => {
    event.preventDefault();
    setView(next);
  };
  const onTabKey = (event: KeyboardEvent) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const next: Tab = tab === "signIn" ? "register" : "signIn";
    setView(next);
    tabs.current[next]?.focus();
  };

  const tabLink = (id: Tab, label: string) => (
    <Link
      ref={(el) => {
        tabs.current[id] = el;
      }}
      to={hrefFor(id)}
      replace
      role="tab"
      id={`login-tab-${id}`}
      aria-selected={tab === id}
      aria-controls={`login-panel-${id}`}
      tabIndex={tab === id ? 0 : -1}
      className="login-page__tab"
      onClick={show(id)}
      onKeyDown={onTabKey}
    >
      {label}
    </Link>
  );

  return (
    <div className="page login-page">
      <h1>{t("account.login.heading")}</h1>
      <div role="tablist" aria-label={t("account.login.heading")} className="login-page__tabs">
        {tabLink("signIn", t("account.signIn.tab"))}
        {tabLink("register", t("account.register.tab"))}
      </div>
      <section role="tabpanel" id="login-panel-signIn" aria-labelledby="login-tab-signIn" hidden={tab !== "signIn"} className="login-page__panel">
        {view === "reset" ? (
          <ResetPasswordForm
            onDone={(email, message) => {
              setNotice({ email, message });
              setView("signIn");
            }}
            backLink={{ to: hrefFor("signIn"), onClick: show("signIn") }}
          />
        ) : (
          <SignInForm redirect={data.redirect} notice={notice} forgotLink={{ to: hrefFor("reset"), onClick: show("reset") }} />
        )}
      </section>
      <section
        role="tabpanel"
        id="login-panel-register"
        aria-labelledby="login-tab-register"
        hidden={tab !== "register"}
        className="login-page__panel"
      >
        <RegisterForm redirect={data.redirect} />
      </section>
    </div>
  );
}

/** A link that switches the login page's view in place once hydrated. */
export interface ViewLink {
  to: string;
  onClick: (event: MouseEvent) => void;
}
