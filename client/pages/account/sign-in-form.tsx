import { useCallback, useMemo } from "react";
import { Link } from "../../components/ui/link";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";
import { AccountForm, CheckboxField, FormActions, PasswordField, TextField } from "../../components/account/form-fields";
import { useAccountForm } from "../../components/account/use-account-form";
import type { ViewLink } from "./login-page";

const schema = () => import("~/shared/schemas/account").then((m) => m.signInBody);

/** Sign-in: email, password, "remember me" (30 days), and the way to a forgotten password. */
export function SignInForm({
  redirect,
  notice,
  forgotLink,
}: {
  redirect: string;
  notice: { email: string; message: string } | null;
  forgotLink: ViewLink;
}) {
  const t = useT();
  const api = useApi();
  const initial = useMemo(() => ({ email: notice?.email ?? "", password: "", remember: false }), [notice]);
  const form = useAccountForm(initial, useCallback(schema, []));
  const { field, status } = form;
  const onSubmit = form.submit(
    (body) => api("account/signIn", body),
    () => window.location.assign(redirect),
  );

  return (
    <AccountForm form={form} onSubmit={onSubmit} labelledBy="sign-in-title">
      <h2 id="sign-in-title">{t("account.signIn.title")}</h2>
      {notice && status.state === "idle" && (
        <p role="status" className="form-status form-status--success">
          {notice.message}
        </p>
      )}
      <TextField label={t("account.field.email")} type="email" autoComplete="email" required {...field("email")} />
      <PasswordField kind="current" label={t("account.field.password")} {...field("password")} />
      <CheckboxField label={t("account.signIn.remember")} {...field("remember")} />
      <FormActions form={form} label={t("account.signIn.submit")}>
        <Link className="button button--link" replace {...forgotLink}>
          {t("account.signIn.forgot")}
        </Link>
      </FormActions>
    </AccountForm>
  );
}
