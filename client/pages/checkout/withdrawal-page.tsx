import { useAtomValue } from "jotai";
import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { withdrawalFields } from "~/shared/schemas/withdrawal";
import { pathTo } from "~/shared/url-scheme";
import type { WithdrawalPreview, WithdrawalReceipt } from "~/shared/withdrawal-types";
import { languageAtom } from "../../atoms/shell";
import { Input } from "../../components/ui/input";
import { Link } from "../../components/ui/link";
import { formatDateTime } from "../../lib/format-date";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import { definePage } from "../define-page";
import type { WithdrawalPageData } from "./withdrawal-loader.server";

/**
 * /withdrawal: the withdrawal button (docs/decisions/1325-withdrawal-button.md). Step one names
 * the contract (name, order number, email), step two is "confirm withdrawal", and the answer is
 * the acknowledgement the email repeats.
 */
export default definePage(WithdrawalPage, { loader: () => import("./withdrawal-loader.server").then((m) => m.withdrawalLoader) });

type Fields = { name: string; orderNumber: string; email: string };
type Step = { kind: "form" } | { kind: "confirm"; preview: WithdrawalPreview } | { kind: "done"; receipt: WithdrawalReceipt };

function WithdrawalPage({ data }: PageProps<WithdrawalPageData>) {
  const t = useT();
  const api = useApi();
  const [fields, setFields] = useState<Fields>({ name: "", orderNumber: data.orderNumber, email: data.email });
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ kind: "form" });
  const heading = useRef<HTMLHeadingElement>(null);
  const set = (name: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

  // Each step's heading takes the focus, so a screen reader hears where the form went.
  useEffect(() => {
    if (step.kind !== "form") heading.current?.focus();
  }, [step.kind]);

  const call = async (path: string, body: object, onData: (data: unknown) => void) => {
    setBusy(true);
    setMessage("");
    try {
      const answer = await api<unknown>(path, body);
      const fieldErrors = (answer.data as { fields?: Partial<Fields> } | null)?.fields;
      if (answer.code === 200) onData(answer.data);
      else if (fieldErrors) setErrors(fieldErrors);
      else setMessage(answer.message);
    } catch {
      setMessage(t("cart.networkError"));
    } finally {
      setBusy(false);
    }
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = withdrawalFields.safeParse(fields);
    const found: Partial<Fields> = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path[0] as keyof Fields] ??= t(issue.message);
    setErrors(found);
    if (!parsed.success) return;
    await call("withdrawal/check", parsed.data, (answer) => {
      const a = answer as { preview: WithdrawalPreview } | { receipt: WithdrawalReceipt };
      setStep("preview" in a ? { kind: "confirm", preview: a.preview } : { kind: "done", receipt: a.receipt });
    });
  };

  const confirm = () =>
    call("withdrawal/confirm", { ...withdrawalFields.parse(fields), confirm: true }, (receipt) =>
      setStep({ kind: "done", receipt: receipt as WithdrawalReceipt }),
    );

  return (
    <section className="withdrawal-page" aria-labelledby="withdrawal-title">
      <h1 id="withdrawal-title">{t("withdrawal.title")}</h1>
      {step.kind === "form" && (
        <>
          <p>{t("withdrawal.intro")}</p>
          <form className="track-page__form" onSubmit={check} noValidate data-testid="withdrawal-form">
            <Input label={t("withdrawal.name")} value={fields.name} onChange={set("name")} error={errors.name} autoComplete="name" required />
            <Input
              label={t("track.orderNumber")}
              value={fields.orderNumber}
              onChange={set("orderNumber")}
              error={errors.orderNumber}
              autoComplete="off"
              required
            />
            <Input
              label={t("withdrawal.email")}
              type="email"
              value={fields.email}
              onChange={set("email")}
              error={errors.email}
              autoComplete="email"
              required
            />
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? t("common.loading") : t("withdrawal.next")}
            </button>
          </form>
        </>
      )}
      {step.kind === "confirm" && (
        <ConfirmStep
          preview={step.preview}
          name={fields.name}
          busy={busy}
          heading={heading}
          onConfirm={confirm}
          onBack={() => setStep({ kind: "form" })}
        />
      )}
      {step.kind === "done" && <Receipt receipt={step.receipt} heading={heading} />}
      <div aria-live="polite">
        {message && (
          <p className="ui-input__error" role="alert">
            {message}
          </p>
        )}
      </div>
      <p>
        <Link to={pathTo("withdrawalInfo")}>{t("withdrawal.infoLink")}</Link>
      </p>
    </section>
  );
}

function ConfirmStep(props: {
  preview: WithdrawalPreview;
  name: string;
  busy: boolean;
  heading: RefObject<HTMLHeadingElement | null>;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { preview } = props;
  return (
    <div data-testid="withdrawal-confirm">
      <h2 ref={props.heading} tabIndex={-1}>
        {t("withdrawal.confirmTitle", { orderNumber: preview.orderNumber })}
      </h2>
      <p>{t("withdrawal.confirmText", { name: props.name, date: formatDateTime(preview.orderedAt, language) })}</p>
      <ul>
        {preview.lines.map((l, i) => (
          <li key={i}>{`${l.quantity} × ${l.title}`}</li>
        ))}
      </ul>
      <p>{t("withdrawal.confirmTotal", { total: preview.total })}</p>
      {preview.deadline !== null && <p>{t("withdrawal.deadline", { date: `${formatDateTime(preview.deadline, language)} UTC` })}</p>}
      <div className="withdrawal-page__actions">
        <button type="button" className="button button--primary" onClick={props.onConfirm} disabled={props.busy}>
          {props.busy ? t("common.loading") : t("withdrawal.confirm")}
        </button>
        <button type="button" className="button" onClick={props.onBack} disabled={props.busy}>
          {t("withdrawal.back")}
        </button>
      </div>
    </div>
  );
}

function Receipt({ receipt, heading }: { receipt: WithdrawalReceipt; heading: RefObject<HTMLHeadingElement | null> }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const at = `${formatDateTime(receipt.withdrawnAt, language)} UTC`;
  return (
    <div data-testid="withdrawal-receipt">
      <h2 ref={heading} tabIndex={-1}>
        {t(receipt.already ? "withdrawal.doneBefore" : "withdrawal.doneTitle", { orderNumber: receipt.orderNumber })}
      </h2>
      <p data-testid="withdrawal-received">{t("withdrawal.receivedAt", { date: at, email: receipt.email })}</p>
      <pre className="withdrawal-page__statement">{receipt.statement}</pre>
      <p>{t("withdrawal.refundNote", { refund: receipt.refund, date: `${formatDateTime(receipt.refundDueAt, language)} UTC` })}</p>
    </div>
  );
}
