import { useCallback, useMemo, useState } from "react";
import { Link } from "../../components/ui/link";
import type { Envelope } from "~/shared/api-envelope";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";
import { FormActions, TextField } from "../../components/account/form-fields";
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
    <form
      ref={request.formRef}
      method="post"
      noValidate
      onSubmit={sendCode}
      onFocus={request.preload}
      aria-labelledby="reset-title"
      className="account-form"
    >
      <h2 id="reset-title">{t("account.reset.title")}</h2>
      <p>{t("account.reset.intro")}</p>
      <TextField label={t("account.field.email")} type="email" autoComplete="email" required {...field("email")} />
      <FormActions form={request} label={t("account.reset.send")}>
        <Link className="button button--link" replace {...backLink}>
          {t("account.reset.back")}
        </Link>
      </FormActions>
    </form>
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
    <form
      ref={form.formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={form.preload}
      aria-labelledby="new-password-title"
      className="account-form"
    >
      <h2 id="new-password-title">{t("account.reset.newTitle")}</h2>
      <CodeFields message={message} email={email} code={field("code")} />
      <TextField
        label={t("account.field.newPassword")}
        type="password"
        autoComplete="new-password"
        required
        hint={t("account.password.hint")}
        {...field("password")}
      />
      <TextField label={t("account.field.confirmPassword")} type="password" autoComplete="new-password" required {...field("confirmPassword")} />
      <FormActions form={form} label={t("account.reset.submit")}>
        <Link className="button button--link" replace {...backLink}>
          {t("account.reset.back")}
        </Link>
      </FormActions>
      <ResendCode send={onResend} />
    </form>
  );
}
