import type { CartGiftView } from "~/shared/checkout-types";
import { Link } from "../../components/ui/link";
import { useT } from "../../lib/use-t";
import { LineImage } from "./line-image";

/**
 * The free gift in the bag: a zero-priced line with no quantity or remove controls (it comes
 * and goes with the cart's qualification), or the notice saying why there is none.
 */
export function GiftLine({ gift }: { gift: CartGiftView }) {
  const t = useT();
  const line = gift.line;
  if (!line) {
    return (
      <li className="cart-line cart-line--gift-notice" data-testid="gift-notice">
        <p className="cart-line__note">{gift.message}</p>
      </li>
    );
  }
  return (
    <li className="cart-line cart-line--gift" data-testid="gift-line">
      <LineImage image={line.image} />
      <div className="cart-line__body">
        <p className="cart-line__badge">{t("cart.gift.label")}</p>
        <h2 className="cart-line__title">{line.href ? <Link to={line.href}>{line.title}</Link> : line.title}</h2>
        <p className="cart-line__options">{[line.color, line.size].filter(Boolean).join(" / ")}</p>
        <p className="cart-line__note">{gift.message}</p>
      </div>
      <div className="cart-line__price">
        <span className="cart-line__total">{line.price.formatted}</span>
        <span className="cart-line__unit">
          <s aria-label={t("cart.wasPrice", { price: line.worth.formatted })}>{line.worth.formatted}</s>
        </span>
      </div>
    </li>
  );
}
