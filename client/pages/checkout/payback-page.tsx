import { useState } from "react";
import { Link } from "../../components/ui/link";
import type { PaymentMethodKey } from "~/shared/payment-methods";
import { helpPath, pathTo } from "~/shared/url-scheme";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { PaybackPageData } from "./checkout-data";
import { PaymentMethods } from "./method-choices";
import { OrderSummary } from "./order-summary";
import "./checkout.css";

/** The payment result page after /payback/{provider} (spec §2, §4, §8). */
export default function PaybackPage({ data }: PageProps<PaybackPageData>) {
  const t = useT();
  const { order } = data;
  return (
    <section className={`payback-page payback-page--${data.result}`} aria-labelledby="payback-title">
      {data.result === "success" ? (
        <>
          <h1 id="payback-title">{t("payback.successTitle")}</h1>
          <p>{t("payback.successText", { orderNumber: order.orderNumber, email: order.email })}</p>
        </>
      ) : data.result === "pending" ? (
        <>
          <h1 id="payback-title">{t("payback.pendingTitle")}</h1>
          <p>{t(data.unconfirmed ? "payback.unconfirmedText" : "payback.pendingText")}</p>
        </>
      ) : (
        <Failure data={data} />
      )}
      <p>
        {t("payback.orderNumber")} <strong data-testid="order-number">{order.orderNumber}</strong> · {t("payback.status")}{" "}
        <span data-testid="order-status">{t(`order.status.${order.status}`)}</span>
      </p>
      <div className="payback-page__summary">
        <OrderSummary order={order} />
      </div>
      <p className="payback-page__links">
        <Link to={pathTo("trackOrder", {}, { orderNumber: order.orderNumber })}>{t("payback.track")}</Link>
        <Link to="/">{t("checkout.continueShopping")}</Link>
      </p>
    </section>
  );
}

function Failure({ data }: { data: PaybackPageData }) {
  const t = useT();
  const api = useApi();
  const [method, setMethod] = useState<PaymentMethodKey>(
    data.methods.includes(data.order.paymentMethod) ? data.order.paymentMethod : (data.methods[0] ?? data.order.paymentMethod),
  );
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const payable = data.retryUntil !== null;

  const continuePayment = async () => {
    setBusy(true);
    setError("");
    try {
      const answer = await api<{ paymentUrl: string }>("order/pay", { orderNumber: data.order.orderNumber, paymentMethod: method });
      if (answer.code === 200) window.location.assign(answer.data.paymentUrl);
      else setError(answer.message);
    } catch {
      setError(t("cart.networkError"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1 id="payback-title">{t("payback.failedTitle")}</h1>
      <p>{t("payback.failedText")}</p>
      {data.reason === "insufficientFunds" && (
        <p className="payback-page__reason" role="alert">
          {t("payback.insufficientFunds")}
        </p>
      )}
      <div className="payback-page__retry" role="region" aria-labelledby="retry-title">
        <h2 id="retry-title">{t("payback.notPaid")}</h2>
        {payable ? (
          <ul>
            <li>{t("payback.retryWithin")}</li>
            <li>{t("payback.otherMethod")}</li>
            <li>
              {t("payback.contact")} <Link to={helpPath("contact-us")}>{t("payback.contactLink")}</Link>
            </li>
          </ul>
        ) : (
          <p>{t("payment.expired")}</p>
        )}
        {payable && (
          <>
            <PaymentMethods methods={data.methods} value={method} onChange={setMethod} />
            {error && (
              <p className="ui-input__error" role="alert">
                {error}
              </p>
            )}
            <button type="button" className="button button--primary" onClick={continuePayment} disabled={busy}>
              {busy ? t("common.loading") : t("payback.continue")}
            </button>
          </>
        )}
      </div>
    </>
  );
}
