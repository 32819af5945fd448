import { useState } from "react";
import type { Envelope } from "~/shared/api-envelope";
import { useT } from "../../lib/use-t";
import { FormMessage, type FormStatus } from "./form-fields";

/** "Send the code again", with its own answer (a new code, or the rate limit's message). */
export function ResendCode({ send }: { send: () => Promise<Envelope<unknown>> }) {
  const t = useT();
  const [status, setStatus] = useState<FormStatus>({ state: "idle" });
  const resend = async () => {
    setStatus({ state: "loading" });
    try {
      const result = await send();
      setStatus(result.code === 200 ? { state: "success", message: t("account.code.resent") } : { state: "error", message: result.message });
    } catch {
      setStatus({ state: "error", message: t("account.networkError") });
    }
  };
  return (
    <div className="resend-code">
      <button type="button" className="button button--link" onClick={resend} disabled={status.state === "loading"}>
        {t("account.code.resend")}
      </button>
      <FormMessage status={status} />
    </div>
  );
}
