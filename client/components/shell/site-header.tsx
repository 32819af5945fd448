import { useAtomValue } from "jotai";
import { Link } from "../ui/link";
import { storeAtom } from "../../atoms/shell";
import { useT } from "../../lib/use-t";
import { SearchPanel } from "../catalog/search-panel";
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
        <SearchPanel />
        <div className="site-header__actions">
          <AccountMenu />
          <CartLink />
        </div>
      </div>
    </header>
  );
}
