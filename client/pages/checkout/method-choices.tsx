import type { Price, ShippingChoice } from "~/shared/checkout-types";
import type { PaymentMethodKey } from "~/shared/payment-methods";
import type { ShippingMethodKey } from "~/shared/shipping-rules";
import { useT } from "../../lib/use-t";

/** Shipping methods with their prices, and the payment methods offered. */
export function ShippingMethods({
  options,
  value,
  onChange,
  error,
  courierBlocked,
}: {
  options: ShippingChoice[];
  value: ShippingMethodKey;
  onChange: (method: ShippingMethodKey) => void;
  error?: string;
  /** The address is a P.O. box or military: express and 3-day are refused. */
  courierBlocked: boolean;
}) {
  const t = useT();
  const priceText = (price: Price, free: boolean) => (free ? t("summary.free") : price.formatted);
  return (
    <fieldset className="method-list" aria-describedby={courierBlocked || error ? "shipping-method-note" : undefined}>
      <legend className="checkout-section__title">{t("checkout.shippingMethod")}</legend>
      {options.map((o) => (
        <label key={o.method} className={`method-option${o.allowed ? "" : " method-option--disabled"}`}>
          <input
            type="radio"
            name="shippingMethod"
            value={o.method}
            checked={value === o.method}
            disabled={!o.allowed}
            onChange={() => onChange(o.method)}
          />
          <span className="method-option__name">
            {t(`checkout.shipping.${o.method}`)}
            <span className="method-option__detail">{t("checkout.shipping.days", { days: o.days })}</span>
            {o.freeFrom && <span className="method-option__detail">{t("checkout.shipping.freeFrom", { amount: o.freeFrom.formatted })}</span>}
          </span>
          <span className="method-option__price">{priceText(o.price, o.free)}</span>
        </label>
      ))}
      {(courierBlocked || error) && (
        <p id="shipping-method-note" className="ui-input__error" role="alert">
          {error ?? t("checkout.shipping.poBox")}
        </p>
      )}
    </fieldset>
  );
}

export function PaymentMethods({
  methods,
  value,
  onChange,
  error,
}: {
  methods: PaymentMethodKey[];
  value: PaymentMethodKey | null;
  onChange: (method: PaymentMethodKey) => void;
  error?: string;
}) {
  const t = useT();
  return (
    <fieldset className="method-list" aria-describedby={error ? "payment-method-error" : "payment-method-note"}>
      <legend className="checkout-section__title">{t("checkout.paymentMethod")}</legend>
      {methods.map((method) => (
        <label key={method} className="method-option">
          <input type="radio" name="paymentMethod" value={method} checked={value === method} onChange={() => onChange(method)} />
          <span className="method-option__name">{t(`payment.method.${method}`)}</span>
        </label>
      ))}
      <p id="payment-method-note" className="method-list__note">
        {t("checkout.payment.sandboxNote")}
      </p>
      {error && (
        <p id="payment-method-error" className="ui-input__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
