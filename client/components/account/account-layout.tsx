import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { helpPath, pathTo } from "~/shared/url-scheme";
import { useT } from "../../lib/use-t";
import { customerLinks } from "./account-links";
import { SignOutButton } from "./sign-out-button";

/** The frame of every /accounts page: the account menu beside the page's own content. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  const links: { to: string; label: string; end?: boolean }[] = [
    { to: pathTo("accounts"), label: t("account.nav.overview"), end: true },
    ...customerLinks(t),
    { to: pathTo("accountEditPassword"), label: t("account.nav.password") },
    { to: helpPath("wallet"), label: t("account.nav.wallet") },
  ];
  return (
    <div className="page side-nav-page account-page">
      <nav className="side-nav account-page__nav" aria-label={t("account.nav.label")}>
        <ul className="plain-list">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <SignOutButton className="button button--link account-page__sign-out" />
          </li>
        </ul>
      </nav>
      <div className="account-page__content">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
