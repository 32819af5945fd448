import { useId, useState, type FormEvent } from "react";
import { useLazyModule } from "../../lib/lazy-module";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";
import { HiddenLabelInput } from "../ui/hidden-label-input";

const loadSchemas = () => import("~/shared/schemas/index-api");

type Status = { state: "idle" } | { state: "loading" } | { state: "success"; message: string } | { state: "error"; message: string };

/** Newsletter: idle → loading → success (input cleared, message) or error. */
export function NewsletterForm() {
  const t = useT();
  const api = useApi();
  const id = useId();
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const schemas = useLazyModule(loadSchemas);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { subscribeBody } = await schemas.load();
    const parsed = subscribeBody.safeParse({ email });
    if (!parsed.success) {
      setStatus({ state: "error", message: t(parsed.error.issues[0].message) });
      return;
    }
    setStatus({ state: "loading" });
    try {
      const result = await api<{ email: string } | null>("index/subscribe", parsed.data);
      if (result.code === 201 || (result.code === 200 && result.data)) {
        setEmail("");
        setStatus({ state: "success", message: result.message || t("newsletter.success") });
      } else {
        setStatus({ state: "error", message: result.message || t("newsletter.failed") });
      }
    } catch {
      setStatus({ state: "error", message: t("newsletter.failed") });
    }
  };

  return (
    <form className="newsletter-form" onSubmit={submit} noValidate aria-describedby={`${id}-status`}>
      <HiddenLabelInput
        id={`${id}-email`}
        label={t("newsletter.emailLabel")}
        type="email"
        autoComplete="email"
        placeholder={t("newsletter.placeholder")}
        value={email}
        onFocus={schemas.preload}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => setEmail((v) => v.trim())}
        aria-invalid={status.state === "error"}
      />
      <button type="submit" className="button button--primary" disabled={status.state === "loading"}>
        {status.state === "loading" ? t("common.loading") : t("newsletter.subscribe")}
      </button>
      <p id={`${id}-status`} role={status.state === "error" ? "alert" : "status"} className={`form-status form-status--${status.state}`}>
        {status.state === "success" || status.state === "error" ? status.message : ""}
      </p>
    </form>
  );
}
