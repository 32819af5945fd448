import { useAtomValue } from "jotai";
import { useNavigate } from "react-router";
import { Link } from "../ui/link";
import { deviceAtom, storeAtom } from "../../atoms/shell";
import { useT } from "../../lib/use-t";
import { Icon } from "../icons";

/** Desktop: secure-checkout title, logo, Continue shopping. Mobile: back button and a title. */
export function CheckoutHeader({ title }: { title?: string }) {
  const t = useT();
  const device = useAtomValue(deviceAtom);
  const store = useAtomValue(storeAtom);
  const navigate = useNavigate();
  if (device === "mobile") {
    return (
      <header className="checkout-header checkout-header--mobile">
        <button type="button" className="icon-button" onClick={() => navigate(-1)} aria-label={t("checkout.back")}>
          <Icon name="back" />
        </button>
        <h1 className="checkout-header__title">{title ?? t("checkout.shoppingBag")}</h1>
      </header>
    );
  }
  return (
    <header className="checkout-header">
      <Link to="/" className="logo" aria-label={store.seriesName}>
        {store.seriesName}
      </Link>
      <p className="checkout-header__title">{t("checkout.secure")}</p>
      <Link to="/">{t("checkout.continueShopping")}</Link>
    </header>
  );
}
