import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { BACK_TO_TOP_THRESHOLD_PX, CART_BADGE_CAP } from "~/shared/constants";
import { pathTo } from "~/shared/url-scheme";
import { cartCountAtom } from "../../atoms/shell";
import { useT } from "../../lib/use-t";
import { Icon } from "../icons";
import { HistoryDrawer } from "./history-drawer";

export const cartBadge = (count: number) => (count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count));

/** Spec §2 floating buttons: cart (only with items), viewed history, wishlist, back to top. */
export function FloatingButtons() {
  const t = useT();
  const count = useAtomValue(cartCountAtom);
  const [scrolled, setScrolled] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <div className="floating-buttons">
      {count > 0 && (
        <Link to={pathTo("cart")} className="floating-button" aria-label={t("floating.cart", { count })}>
          <Icon name="bag" />
          <span className="badge" data-testid="cart-badge">
            {cartBadge(count)}
          </span>
        </Link>
      )}
      <button type="button" className="floating-button" aria-haspopup="dialog" onClick={() => setHistoryOpen(true)}>
        <Icon name="clock" />
        <span className="visually-hidden">{t("history.title")}</span>
      </button>
      <Link to={pathTo("accountWishlist")} className="floating-button" aria-label={t("floating.wishlist")}>
        <Icon name="heart" />
      </Link>
      {scrolled && (
        <button
          type="button"
          className="floating-button"
          aria-label={t("floating.backToTop")}
          onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
        >
          <Icon name="arrowUp" />
        </button>
      )}
      <HistoryDrawer open={historyOpen} onClose={() => setHistoryOpen(false)} />
    </div>
  );
}
