import { useId, useState, type FormEvent } from "react";
import { CHANGE_REQUEST } from "~/shared/account-order-types";
import { Button } from "../../components/ui/button";
import { useLazyModule } from "../../lib/lazy-module";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";

const loadSchemas = () => import("~/shared/schemas/account-orders");

/** Change or cancel requests go to customer service, who reply within 24–48 hours. */
export function OrderChangeRequest({ orderNumber }: { orderNumber: string }) {
  const t = useT();
  const api = useApi();
  const id = useId();
  const schemas = useLazyModule(loadSchemas);
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const { orderChangeRequestBody } = await schemas.load();
    const parsed = orderChangeRequestBody.safeParse({ orderNumber, message });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0].message));
      document.getElementById(`${id}-message`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await api("account/orderChangeRequest", parsed.data);
      if (answer.code === 200) setMessage("");
      setStatus({ ok: answer.code === 200, text: answer.message });
    } catch {
      setStatus({ ok: false, text: t("cart.networkError") });
    }
    setBusy(false);
  };

  return (
    <section className="account-section order-detail__change" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("account.orderDetail.change.title")}</h2>
      <p id={`${id}-intro`}>{t("account.orderDetail.change.intro")}</p>
      <form onSubmit={submit} onFocus={schemas.preload} noValidate>
        <div className="field">
          <label htmlFor={`${id}-message`}>{t("account.orderDetail.change.label")}</label>
          <textarea
            id={`${id}-message`}
            rows={4}
            maxLength={CHANGE_REQUEST.maxLength}
            value={message}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-intro`}
            onChange={(event) => {
              setMessage(event.target.value);
              setError("");
            }}
          />
          {error && (
            <p id={`${id}-error`} className="ui-input__error">
              {error}
            </p>
          )}
        </div>
        <p className="form-status" role={status && !status.ok ? "alert" : "status"} data-testid="change-status">
          {status?.text ?? ""}
        </p>
        <Button type="submit" variant="primary" loading={busy}>
          {t("account.orderDetail.change.submit")}
        </Button>
      </form>
    </section>
  );
}
