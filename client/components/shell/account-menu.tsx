import { useAtomValue } from "jotai";
import { customerLinks } from "../account/account-links";
import { SignOutButton } from "../account/sign-out-button";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { Link } from "../ui/link";
import { pathTo } from "~/shared/url-scheme";
import { shellStateAtom } from "../../atoms/shell";
import { useHydrated } from "../../lib/use-hydrated";
import { useT } from "../../lib/use-t";

/**
 * The account menu: sign in / register for visitors; account, orders, coupons,
 * wishlist, address book and sign out for customers. The server renders the right one
 * from the session (signed-in shoppers never get a shared cached page), so there is no flash
 * of the wrong state. A menu button: Enter/Space/ArrowDown open it, arrows move, Escape
 * closes and returns focus to the button. Until the page has hydrated it is a plain link to
 * the account (or sign-in) page, so a click that early still goes somewhere useful.
 */
export function AccountMenu() {
  const t = useT();
  const state = useAtomValue(shellStateAtom);
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const hydrated = useHydrated();
  const here = `${location.pathname}${location.search}`;
  const label = state?.signedIn ? state.username || t("menu.account") : t("menu.account");

  const items = state?.signedIn
    ? [{ label: t("menu.myAccount"), to: pathTo("accounts") }, ...customerLinks(t)]
    : [
        { label: t("menu.signIn"), to: pathTo("login", {}, { redirect_url: here }) },
        { label: t("menu.register"), to: pathTo("login", {}, { redirect_url: here, tab: "register" }) },
      ];

  const focusItem = (index: number) => {
    const links = listRef.current?.querySelectorAll<HTMLElement>("[role=menuitem]");
    if (!links?.length) return;
    links[(index + links.length) % links.length].focus();
  };

  useEffect(() => {
    if (!open) return;
    focusItem(0);
    const close = (event: MouseEvent) => {
      if (!listRef.current?.parentElement?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, [open]);

  useEffect(() => setOpen(false), [location.key]);

  const onMenuKey = (event: KeyboardEvent) => {
    const links = Array.from(listRef.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? []);
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === "ArrowDown") focusItem(index + 1);
    else if (event.key === "ArrowUp") focusItem(index - 1);
    else if (event.key === "Home") focusItem(0);
    else if (event.key === "End") focusItem(links.length - 1);
    else if (event.key === "Escape" || event.key === "Tab") {
      setOpen(false);
      if (event.key === "Escape") buttonRef.current?.focus();
      return;
    } else return;
    event.preventDefault();
  };

  if (!hydrated) {
    return (
      <div className="account-menu">
        <Link className="icon-button account-menu__button" to={state?.signedIn ? pathTo("accounts") : items[0].to}>
          {label}
        </Link>
      </div>
    );
  }

  return (
    <div className="account-menu" data-hydrated="true">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {label}
      </button>
      <ul
        ref={listRef}
        id={`${id}-menu`}
        role="menu"
        aria-label={t("menu.account")}
        className="account-menu__list"
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        {items.map((item) => (
          <li role="none" key={item.to}>
            <Link role="menuitem" tabIndex={-1} to={item.to}>
              {item.label}
            </Link>
          </li>
        ))}
        {state?.signedIn && (
          <li role="none">
            <SignOutButton role="menuitem" className="account-menu__sign-out" />
          </li>
        )}
      </ul>
    </div>
  );
}
