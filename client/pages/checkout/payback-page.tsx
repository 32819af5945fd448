import { statusLabelKey } from "~/shared/order-types";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { consentAllows } from "~/shared/consent";
import { consentAtom, consentPendingAtom } from "../../atoms/shell";
import { pixelOrderCookie } from "../../lib/shop-cookies";
import { Link } from "../../components/ui/link";
import type { PaymentMethodKey } from "~/shared/payment-methods";
import { helpPath, pathTo } from "~/shared/url-scheme";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { PaybackPageData } from "./checkout-data";
import { PaymentMethods } from "./method-choices";
import { OrderSummary } from "./order-summary";
import { definePage } from "../define-page";
import { useRedirectWithOverlay } from "../../components/ui/redirect-with-overlay";

/**
 * A paid order's number for the marketing pixel (he-pixelOrderNumbeCode), written only when
 * the shopper allowed marketing cookies.
 */
function usePixelOrderNumber(orderNumber: string | null) {
  const consent = useAtomValue(consentAtom);
  const askConsent = useAtomValue(consentPendingAtom);
  const marketing = consentAllows("marketing", { consent, askConsent });
  useEffect(() => {
    if (orderNumber && marketing) document.cookie = pixelOrderCookie(orderNumber, window.location.protocol === "https:");
  }, [orderNumber, marketing]);
}

/** The payment result page after /payback/{provider}. */
export default definePage(PaybackPage, { loader: () => import("./loaders.server").then((m) => m.paybackLoader) });

function PaybackPage({ data }: PageProps<PaybackPageData>) {
  const t = useT();
  const { order } = data;
  usePixelOrderNumber(data.result === "success" ? order.orderNumber : null);
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
        <span data-testid="order-status">{t(statusLabelKey(order.status))}</span>
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
  const redirect = useRedirectWithOverlay();
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
      const answer = await api("order/pay", { orderNumber: data.order.orderNumber, paymentMethod: method });
      // Busy until the provider's page replaces this one, so a second click cannot pay twice.
      if (answer.code === 200) return void redirect(answer.data.paymentUrl);
      setError(answer.message);
    } catch {
      setError(t("cart.networkError"));
    }
    setBusy(false);
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
