import { useAtomValue } from "jotai";
import { Link } from "../ui/link";
import { storeAtom } from "../../atoms/shell";
import { island } from "../../lib/island";
import { useT } from "../../lib/use-t";
import { AccountMenu } from "./account-menu";
import { CartLink } from "./cart-link";
import { PreferenceSelectors } from "./preference-selectors";

// The search panel hydrates after the page (client/lib/island.tsx): its code and its effects stay
// out of the shell chunk's long tasks; the server's form is there and styled meanwhile.
const SearchPanel = island(() => import("../catalog/search-panel").then((m) => m.SearchPanel));

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
