import { useAtomValue } from "jotai";
import { useState } from "react";
import type { PaymentMethodKey } from "~/shared/payment-methods";
import { languageAtom } from "../../atoms/shell";
import { Button } from "../../components/ui/button";
import { formatDate } from "../../lib/format-date";
import { useRedirectWithOverlay } from "../../components/ui/redirect-with-overlay";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";
import { PaymentMethods } from "../checkout/method-choices";

/**
 * An unpaid order shows a payment reminder and Continue, which pays again through
 * the checkout's own path (`order/pay`, then the provider's page), with the same or another method.
 */
export function OrderPayAgain({
  orderNumber,
  methods,
  current,
  retryUntil,
}: {
  orderNumber: string;
  methods: PaymentMethodKey[];
  current: PaymentMethodKey;
  retryUntil: number;
}) {
  const t = useT();
  const api = useApi();
  const redirect = useRedirectWithOverlay();
  const language = useAtomValue(languageAtom);
  const [method, setMethod] = useState<PaymentMethodKey>(methods.includes(current) ? current : (methods[0] ?? current));
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  // UTC, like formatDate, so the server's text and the browser's first render agree.
  const time = new Intl.DateTimeFormat(language, { hour: "2-digit", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" }).format(retryUntil);

  const continuePayment = async () => {
    setBusy(true);
    setError("");
    try {
      const answer = await api("order/pay", { orderNumber, paymentMethod: method });
      if (answer.code === 200) return void redirect(answer.data.paymentUrl);
      setError(answer.message);
    } catch {
      setError(t("cart.networkError"));
    }
    setBusy(false);
  };

  return (
    <section className="order-detail__reminder" aria-labelledby="pay-again-title" data-testid="pay-reminder">
      <h2 id="pay-again-title">{t("payback.notPaid")}</h2>
      <p>{t("account.orderDetail.payReminder", { date: formatDate(retryUntil, language), time })}</p>
      {methods.length > 0 && <PaymentMethods methods={methods} value={method} onChange={setMethod} />}
      {error && (
        <p className="ui-input__error" role="alert">
          {error}
        </p>
      )}
      <Button variant="primary" onClick={continuePayment} loading={busy}>
        {t("payback.continue")}
      </Button>
    </section>
  );
}
