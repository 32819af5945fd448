import type { Price, ShippingChoice } from "~/shared/checkout-types";
import { useT } from "../../lib/use-t";
import type { CheckoutPageData } from "./checkout-data";
import { LineImage } from "./line-image";
import { OrderTotals } from "./order-totals";
import { SummaryLineText } from "./summary-line-text";
import type { VatOutcome } from "~/shared/vat";
import { VatSummary } from "./vat-summary";

/** The order summary of the checkout: what is bought and what it costs with the chosen shipping. */
export function CheckoutSummary({
  data,
  shipping,
  tariffInsurance,
  vat,
  total,
}: {
  data: CheckoutPageData;
  shipping: ShippingChoice | undefined;
  tariffInsurance?: Price | null;
  /** The VAT for the chosen country; the total already holds it. */
  vat?: VatOutcome;
  total: Price;
}) {
  const t = useT();
  const cart = data.cart;
  const zero = { ...data.totalBeforeShipping, amount: 0 };
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-section__title">
        {t("summary.title")}
      </h2>
      <ul className="summary-lines">
        {cart?.lines.map((line) => (
          <li key={line.lineId} className="summary-line">
            <LineImage image={line.image} size={56} />
            <SummaryLineText line={line} engravingKey="cart.engraving" />
            <span>{line.lineTotal.formatted}</span>
          </li>
        ))}
        {cart?.gift?.line && (
          <li className="summary-line" data-testid="gift-summary-line">
            <LineImage image={cart.gift.line.image} size={56} />
            <SummaryLineText line={{ ...cart.gift.line, quantity: 1 }} engravingKey="cart.engraving" giftKey="cart.gift.label" gift />
            <span>{cart.gift.line.price.formatted}</span>
          </li>
        )}
        {data.special && (
          <li className="summary-line">
            <span className="summary-line__text">{data.special.title}</span>
            <span>{data.special.amount.formatted}</span>
          </li>
        )}
      </ul>
      <OrderTotals
        subtotal={cart?.subtotal ?? data.special?.amount ?? zero}
        discount={cart?.discounts[0]?.amount ?? null}
        couponCode={cart?.discounts[0]?.code}
        jewelSafe={cart?.jewelSafe ?? zero}
        shipping={shipping?.price}
        tariffInsurance={tariffInsurance ?? undefined}
        total={total}
      />
      {vat && <VatSummary vat={vat} currency={total.currency} />}
    </section>
  );
}
