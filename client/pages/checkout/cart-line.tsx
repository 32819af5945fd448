import { Link } from "../../components/ui/link";
import type { CartLineView } from "~/shared/checkout-types";
import { MAX_LINE_QUANTITY } from "~/shared/cart-rules";
import { Stepper } from "../../components/ui/stepper";
import { useT } from "../../lib/use-t";
import { LineImage } from "./line-image";

/** One line of the shopping bag: photo, options, personalization, JewelSafe, quantity, price. */
export function CartLine({
  line,
  busy,
  onQuantity,
  onRemove,
}: {
  line: CartLineView;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const discounted = line.basePrice.amount > line.unitPrice.amount;
  const title = line.href ? <Link to={line.href}>{line.title}</Link> : line.title;
  return (
    <li className="cart-line" data-testid="cart-line">
      <LineImage image={line.image} />
      <div className="cart-line__body">
        <h2 className="cart-line__title">{title}</h2>
        <p className="cart-line__options">{[line.color, line.size].filter(Boolean).join(" / ")}</p>
        {line.signature && <p className="cart-line__note">{t("cart.engraving", { text: line.signature })}</p>}
        {line.message && <p className="cart-line__note">{t("cart.message", { text: line.message })}</p>}
        {line.jewelSafe && <p className="cart-line__note">{t("cart.jewelSafe", { price: line.jewelSafe.formatted })}</p>}
        {!line.couponEligible && line.problem !== "unavailable" && <p className="cart-line__note">{t("cart.customPiece")}</p>}
        {line.problem && (
          <p className="cart-line__problem" role="alert">
            {line.problem === "stock" ? t("cart.stock", { count: line.maxQuantity ?? 0 }) : t("cart.unavailable")}
          </p>
        )}
        <div className="cart-line__controls">
          <Stepper
            label={t("cart.quantityOf", { title: line.title })}
            value={line.quantity}
            min={1}
            max={Math.min(MAX_LINE_QUANTITY, Math.max(line.quantity, line.maxQuantity ?? MAX_LINE_QUANTITY))}
            disabled={busy || line.problem === "unavailable"}
            onChange={onQuantity}
          />
          <button type="button" className="button button--link" onClick={onRemove} disabled={busy}>
            {t("cart.remove")}
            <span className="visually-hidden"> {line.title}</span>
          </button>
        </div>
      </div>
      <div className="cart-line__price">
        {line.problem !== "unavailable" && (
          <>
            <span className="cart-line__total">{line.lineTotal.formatted}</span>
            <span className="cart-line__unit">
              {discounted && <s aria-label={t("cart.wasPrice", { price: line.basePrice.formatted })}>{line.basePrice.formatted}</s>}{" "}
              {discounted && line.lowestPrior && <span className="price-tag__reference">{t("cart.lowest30")}</span>}{" "}
              {t("cart.each", { price: line.unitPrice.formatted })}
            </span>
          </>
        )}
      </div>
    </li>
  );
}
