import { statusLabelKey } from "~/shared/order-types";
import { useState, type FormEvent } from "react";
import type { TrackingView } from "~/shared/checkout-types";
import { isOrderNumber, normalizeOrderNumber } from "~/shared/order-number";
import { trackingNumberField } from "~/shared/schemas/order";
import { Input } from "../../components/ui/input";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { TrackOrderPageData } from "./checkout-data";
import { definePage } from "../define-page";
import { InvoiceLinks } from "../../components/account/invoice-links";
import { hasInvoice } from "~/shared/invoice-types";
import { OrderWithdrawal } from "./order-withdrawal";

const isTrackingNumber = (text: string) => trackingNumberField.safeParse(text).success;

/** /trackorder: order number or tracking number, plus the order's email or phone. */
export default definePage(TrackOrderPage, { loader: () => import("./loaders.server").then((m) => m.trackOrderLoader) });

function TrackOrderPage({ data }: PageProps<TrackOrderPageData>) {
  const t = useT();
  const api = useApi();
  const [orderNumber, setOrderNumber] = useState(data.orderNumber);
  const [trackingNumber, setTrackingNumber] = useState("");
  const [contact, setContact] = useState("");
  const [errors, setErrors] = useState<{ orderNumber?: string; trackingNumber?: string; contact?: string }>({});
  const [result, setResult] = useState<TrackingView | null>(null);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const byTracking = !orderNumber.trim() && Boolean(trackingNumber.trim());
    if (byTracking && !isTrackingNumber(trackingNumber)) found.trackingNumber = t("track.trackingNumber.invalid");
    if (!byTracking && !isOrderNumber(orderNumber))
      found.orderNumber = t(trackingNumber.trim() || orderNumber.trim() ? "track.orderNumber.invalid" : "track.number.required");
    if (!contact.trim()) found.contact = t("track.contact.required");
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setResult(null);
    setMessage("");
    try {
      const number = byTracking ? { trackingNumber: trackingNumber.trim() } : { orderNumber: normalizeOrderNumber(orderNumber) };
      const answer = await api("order/track", { ...number, contact: contact.trim() });
      if (answer.code === 200) setResult(answer.data);
      else if (answer.data?.fields) setErrors(answer.data.fields);
      else setMessage(answer.message);
    } catch {
      setMessage(t("cart.networkError"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="track-page" aria-labelledby="track-title">
      <h1 id="track-title">{t("track.title")}</h1>
      <p>{t("track.intro")}</p>
      <form className="track-page__form" onSubmit={submit} noValidate>
        <Input label={t("track.orderNumber")} value={orderNumber} onChange={setOrderNumber} error={errors.orderNumber} autoComplete="off" />
        <Input
          label={t("track.trackingNumberInput")}
          hint={t("track.trackingNumberHint")}
          value={trackingNumber}
          onChange={setTrackingNumber}
          error={errors.trackingNumber}
          autoComplete="off"
        />
        <Input label={t("track.contact")} value={contact} onChange={setContact} error={errors.contact} autoComplete="email" />
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t("common.loading") : t("track.submit")}
        </button>
      </form>
      <div aria-live="polite">
        {message && (
          <p className="ui-input__error" role="alert">
            {message}
          </p>
        )}
        {result && <TrackingResult tracking={result} />}
        {result && hasInvoice(result.status) && <InvoiceLinks orderNumber={result.orderNumber} contact={contact.trim()} />}
      </div>
    </section>
  );
}

function TrackingResult({ tracking }: { tracking: TrackingView }) {
  const t = useT();
  return (
    <article className="tracking" aria-labelledby="tracking-title">
      <h2 id="tracking-title">{t("track.order", { orderNumber: tracking.orderNumber })}</h2>
      <dl className="tracking__facts">
        <dt>{t("payback.status")}</dt>
        <dd data-testid="tracking-status">{t(statusLabelKey(tracking.status))}</dd>
        <dt>{t("checkout.shippingMethod")}</dt>
        <dd>{t(`checkout.shipping.${tracking.shippingMethod}`)}</dd>
        {tracking.carrier && (
          <>
            <dt>{t("track.carrier")}</dt>
            <dd data-testid="tracking-carrier">{tracking.carrier}</dd>
          </>
        )}
        {tracking.trackingNumber && (
          <>
            <dt>{t("track.trackingNumber")}</dt>
            <dd data-testid="tracking-number">{tracking.trackingNumber}</dd>
          </>
        )}
      </dl>
      <OrderWithdrawal orderNumber={tracking.orderNumber} withdrawal={tracking.withdrawal} />
      {tracking.trackingNumber || tracking.events.length ? (
        <ol className="tracking__events">
          {tracking.events.map((e, i) => (
            <li key={i} data-testid="tracking-event">
              <time dateTime={new Date(e.at).toISOString()}>{new Date(e.at).toISOString().slice(0, 16).replace("T", " ")} UTC</time> {e.description}
              {e.location && ` — ${e.location}`}
            </li>
          ))}
        </ol>
      ) : (
        <p data-testid="no-logistics">{t("track.noLogistics")}</p>
      )}
    </article>
  );
}
