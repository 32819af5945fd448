import { useAtomValue } from "jotai";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "../ui/link";
import { BACK_TO_TOP_THRESHOLD_PX, CART_BADGE_CAP } from "~/shared/constants";
import { pathTo } from "~/shared/url-scheme";
import type { PageId } from "~/shared/routes";
import { freeGiftAtom } from "../../atoms/catalog";
import { cartCountAtom, deviceAtom } from "../../atoms/shell";
import { ProductImage } from "../catalog/product-image";
import { useT } from "../../lib/use-t";
import { Icon } from "../icons";
// The drawer and its list load when the shopper first opens it: every page has the button.
const HistoryDrawer = lazy(() => import("./history-drawer").then((m) => ({ default: m.HistoryDrawer })));

export const cartBadge = (count: number) => (count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count));

/** Pages where a phone's cart button shows a claimable free gift. */
const GIFT_ON_CART: PageId[] = ["category", "product"];

/** The floating buttons: cart (only with items), viewed history, wishlist, back to top. */
export function FloatingButtons({ page }: { page: PageId }) {
  const t = useT();
  const count = useAtomValue(cartCountAtom);
  const gift = useAtomValue(freeGiftAtom);
  const device = useAtomValue(deviceAtom);
  const showGift = device === "mobile" && GIFT_ON_CART.includes(page) && Boolean(gift?.getNow);
  const [scrolled, setScrolled] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [historyUsed, setHistoryUsed] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <div className="floating-buttons">
      {(count > 0 || showGift) && (
        <Link
          to={pathTo("cart")}
          className={showGift ? "floating-button floating-button--gift" : "floating-button"}
          aria-label={showGift && gift ? t("catalog.gift.cart", { count, title: gift.title }) : t("floating.cart", { count })}
          data-testid="cart-button"
        >
          {showGift && gift ? (
            <>
              <ProductImage image={gift.productImage} fixedWidth={40} alt="" className="floating-button__gift" />
              <Icon name="gift" size={16} className="floating-button__gift-icon" />
            </>
          ) : (
            <Icon name="bag" />
          )}
          {count > 0 && (
            <span className="badge" data-testid="cart-badge">
              {cartBadge(count)}
            </span>
          )}
        </Link>
      )}
      <button
        type="button"
        className="floating-button"
        aria-haspopup="dialog"
        data-testid="history-button"
        onPointerEnter={() => void import("./history-drawer")}
        onClick={() => {
          setHistoryUsed(true);
          setHistoryOpen(true);
        }}
      >
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
      {historyUsed && (
        <Suspense fallback={null}>
          <HistoryDrawer open={historyOpen} onClose={() => setHistoryOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
