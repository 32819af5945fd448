import { useT } from "../../lib/use-t";
import { TextField } from "./form-fields";

/**
 * The step after a code was emailed: what was sent where, the email the code belongs to
 * (sent along with the form), and the 6-digit code field.
 */
export function CodeFields({
  message,
  email,
  code,
}: {
  message: string;
  email: string;
  code: { name: string; error?: string; defaultValue?: string; onChange: () => void };
}) {
  const t = useT();
  return (
    <>
      <p role="status" data-testid="code-sent">
        {message}
      </p>
      <input type="hidden" name="email" defaultValue={email} />
      <TextField label={t("account.field.code")} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required {...code} />
    </>
  );
}
