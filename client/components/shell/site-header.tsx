import { useAtomValue } from "jotai";
import { Form, Link } from "react-router";
import { pathTo } from "~/shared/url-scheme";
import { storeAtom } from "../../atoms/shell";
import { useT } from "../../lib/use-t";
import { AccountMenu } from "./account-menu";
import { CartLink } from "./cart-link";
import { PreferenceSelectors } from "./preference-selectors";

export function SiteHeader() {
  const t = useT();
  const store = useAtomValue(storeAtom);
  return (
    <header className="site-header">
      <div className="site-header__top">
        <PreferenceSelectors />
      </div>
      <div className="site-header__main">
        <Link to="/" className="logo" aria-label={t("header.home", { brand: store.seriesName })}>
          {store.seriesName}
        </Link>
        <Form method="get" action={pathTo("search")} role="search" className="search-box">
          <label htmlFor="site-search" className="visually-hidden">
            {t("header.searchLabel")}
          </label>
          <input id="site-search" name="q" type="search" placeholder={t("header.searchPlaceholder")} required maxLength={200} />
          <button type="submit" className="button">
            {t("header.searchButton")}
          </button>
        </Form>
        <div className="site-header__actions">
          <AccountMenu />
          <CartLink />
        </div>
      </div>
    </header>
  );
}
