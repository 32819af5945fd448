import { useCallback, useMemo, useState } from "react";
import { Link } from "../../components/ui/link";
import type { Envelope } from "~/shared/api-envelope";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";
import { AccountForm, FormActions, NewPasswordFields, TextField } from "../../components/account/form-fields";
import { CodeFields } from "../../components/account/code-fields";
import { ResendCode } from "../../components/account/resend-code";
import { useAccountForm } from "../../components/account/use-account-form";
import type { ViewLink } from "./login-page";

const emailSchema = () => import("~/shared/schemas/account").then((m) => m.sendResetCodeBody);
const resetSchema = () => import("~/shared/schemas/account").then((m) => m.resetPasswordBody);

/** Forgotten password: the email gets a 6-digit code; the code and the new password twice set it. */
export function ResetPasswordForm({ onDone, backLink }: { onDone: (email: string, message: string) => void; backLink: ViewLink }) {
  const t = useT();
  const api = useApi();
  const request = useAccountForm({ email: "" }, useCallback(emailSchema, []));
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const sendCode = request.submit(
    (body: { email: string }) => api("account/sendResetCode", body),
    (result, body) => setSent({ email: body.email, message: result.message }),
  );

  if (sent) {
    return (
      <NewPasswordForm
        email={sent.email}
        message={sent.message}
        onResend={() => api("account/sendResetCode", { email: sent.email })}
        onDone={onDone}
        backLink={backLink}
      />
    );
  }
  const { field } = request;
  return (
    <AccountForm form={request} onSubmit={sendCode} labelledBy="reset-title">
      <h2 id="reset-title">{t("account.reset.title")}</h2>
      <p>{t("account.reset.intro")}</p>
      <TextField label={t("account.field.email")} type="email" autoComplete="email" required {...field("email")} />
      <FormActions form={request} label={t("account.reset.send")}>
        <Link className="button button--link" replace {...backLink}>
          {t("account.reset.back")}
        </Link>
      </FormActions>
    </AccountForm>
  );
}

function NewPasswordForm({
  email,
  message,
  onResend,
  onDone,
  backLink,
}: {
  email: string;
  message: string;
  onResend: () => Promise<Envelope<unknown>>;
  onDone: (email: string, message: string) => void;
  backLink: ViewLink;
}) {
  const t = useT();
  const api = useApi();
  const initial = useMemo(() => ({ email, code: "", password: "", confirmPassword: "" }), [email]);
  const form = useAccountForm(initial, useCallback(resetSchema, []));
  const { field } = form;
  const onSubmit = form.submit(
    (body) => api("account/resetPassword", body),
    (result) => onDone(email, result.message),
  );
  return (
    <AccountForm form={form} onSubmit={onSubmit} labelledBy="new-password-title">
      <h2 id="new-password-title">{t("account.reset.newTitle")}</h2>
      <CodeFields message={message} email={email} code={field("code")} />
      <NewPasswordFields label={t("account.field.newPassword")} password={field("password")} confirm={field("confirmPassword")} />
      <FormActions form={form} label={t("account.reset.submit")}>
        <Link className="button button--link" replace {...backLink}>
          {t("account.reset.back")}
        </Link>
      </FormActions>
      <ResendCode send={onResend} />
    </AccountForm>
  );
}
