import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { FieldErrors } from "~/shared/api-envelope";
import { TICKET_TOPICS } from "~/shared/ticket-topics";
import { useLazyModule } from "../../../lib/lazy-module";
import { useApi } from "../../../lib/use-api";
import { useT } from "../../../lib/use-t";

const FIELDS = ["name", "email", "orderNumber", "topic", "message"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Status = { state: "idle" } | { state: "loading" } | { state: "success"; message: string } | { state: "error"; message: string };

const loadSchemas = () => import("~/shared/schemas/index-api");

const EMPTY: Values = { name: "", email: "", orderNumber: "", topic: "", message: "" };
const isField = (name: unknown): name is Field => FIELDS.includes(name as Field);

/**
 * The support ticket form: validated on the client with the API's own zod schema (its
 * messages are catalogue keys), posted to index/ticket, idle → loading → success or error.
 */
export function TicketForm() {
  const t = useT();
  const api = useApi();
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const fields = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});
  const successRef = useRef<HTMLDivElement>(null);
  const schemas = useLazyModule(loadSchemas);

  // Screen readers announce the ticket number; keyboard users continue from there.
  useEffect(() => {
    if (status.state === "success") successRef.current?.focus();
  }, [status.state]);

  const showErrors = (found: Partial<Values>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) fields.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { ticketBody } = await schemas.load();
    const parsed = ticketBody.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Values> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field)) found[field] ??= t(issue.message);
      }
      setStatus({ state: "idle" });
      showErrors(found);
      return;
    }
    setErrors({});
    setStatus({ state: "loading" });
    try {
      const result = await api<{ ticketNumber: string } | { fields: FieldErrors } | null>("index/ticket", parsed.data);
      if (result.code === 200 && result.data && "ticketNumber" in result.data) {
        setValues(EMPTY);
        setStatus({ state: "success", message: result.message });
        return;
      }
      // The API speaks the shopper's language, so its field messages show as they are.
      const apiFields = result.data && "fields" in result.data ? result.data.fields : {};
      showErrors(Object.fromEntries(Object.entries(apiFields).filter(([name]) => isField(name))));
      setStatus({ state: "error", message: result.message || t("help.ticket.form.failed") });
    } catch {
      setStatus({ state: "error", message: t("help.ticket.form.failed") });
    }
  };

  if (status.state === "success") {
    return (
      <div className="ticket-success" data-testid="ticket-success" role="status" tabIndex={-1} ref={successRef}>
        <p className="ticket-success__title">{t("help.ticket.form.sentTitle")}</p>
        <p>{status.message}</p>
        <button type="button" className="button" onClick={() => setStatus({ state: "idle" })}>
          {t("help.ticket.form.another")}
        </button>
      </div>
    );
  }

  const set = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const describedBy = (field: Field, hint = false) =>
    [hint && `${id}-${field}-hint`, errors[field] && `${id}-${field}-error`].filter(Boolean).join(" ") || undefined;
  const common = (field: Field, hint = false) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(field, hint),
    ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
      fields.current[field] = element;
    },
  });
  const label = (field: Field) => (
    <label className="field__label" htmlFor={`${id}-${field}`}>
      {t(`help.ticket.form.${field}`)}
    </label>
  );
  const error = (field: Field) =>
    errors[field] ? (
      <p className="field__error" id={`${id}-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className="ticket-form" onSubmit={submit} onFocus={schemas.preload} noValidate aria-label={t("help.ticket.form.label")}>
      <div className="field">
        {label("name")}
        <input {...common("name")} type="text" autoComplete="name" maxLength={80} required />
        {error("name")}
      </div>
      <div className="field">
        {label("email")}
        <input {...common("email")} type="email" autoComplete="email" maxLength={254} required />
        {error("email")}
      </div>
      <div className="field">
        {label("orderNumber")}
        <input {...common("orderNumber", true)} type="text" maxLength={40} />
        <p className="field__hint" id={`${id}-orderNumber-hint`}>
          {t("help.ticket.form.orderNumberHint")}
        </p>
        {error("orderNumber")}
      </div>
      <div className="field">
        {label("topic")}
        <select {...common("topic")} required>
          <option value="">{t("help.ticket.form.topicPlaceholder")}</option>
          {TICKET_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`help.ticket.form.topics.${topic}`)}
            </option>
          ))}
        </select>
        {error("topic")}
      </div>
      <div className="field">
        {label("message")}
        <textarea {...common("message", true)} rows={6} maxLength={4000} required />
        <p className="field__hint" id={`${id}-message-hint`}>
          {t("help.ticket.form.messageHint")}
        </p>
        {error("message")}
      </div>
      <p className={`form-status form-status--${status.state}`} role={status.state === "error" ? "alert" : "status"}>
        {status.state === "error" ? status.message : ""}
      </p>
      <button type="submit" className="button button--primary" disabled={status.state === "loading"}>
        {status.state === "loading" ? t("common.loading") : t("help.ticket.form.submit")}
      </button>
    </form>
  );
}
