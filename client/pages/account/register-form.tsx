import { useCallback, useMemo, useState } from "react";
import { Link } from "../../components/ui/link";
import type { Envelope } from "~/shared/api-envelope";
import type { RegisterBody } from "~/shared/schemas/account";
import { helpPath } from "~/shared/url-scheme";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";
import { AccountForm, CheckboxField, FormActions, NewPasswordFields, TextField } from "../../components/account/form-fields";
import { CodeFields } from "../../components/account/code-fields";
import { ResendCode } from "../../components/account/resend-code";
import { useAccountForm } from "../../components/account/use-account-form";

const detailsSchema = () => import("~/shared/schemas/account").then((m) => m.registerBody);
const codeSchema = () => import("~/shared/schemas/account").then((m) => m.confirmRegistrationBody);
const DETAILS = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "", agreePrivacy: false, newsletter: false };

/**
 * Registration in two steps: the details, then the 6-digit code emailed to the address
 * (the answer to step one is the same whether or not the email already has an account).
 */
export function RegisterForm({ redirect }: { redirect: string }) {
  const t = useT();
  const api = useApi();
  const details = useAccountForm(DETAILS, useCallback(detailsSchema, []));
  const [sent, setSent] = useState<{ body: RegisterBody; message: string } | null>(null);
  const sendDetails = details.submit(
    (body: RegisterBody) => api("account/register", body),
    (result, body) => setSent({ body, message: result.message }),
  );

  if (sent) {
    return (
      <ConfirmCodeForm
        email={sent.body.email}
        message={sent.message}
        redirect={redirect}
        onResend={() => api("account/register", sent.body)}
        onBack={() => setSent(null)}
      />
    );
  }

  const { field } = details;
  return (
    <AccountForm form={details} onSubmit={sendDetails} labelledBy="register-title">
      <h2 id="register-title">{t("account.register.title")}</h2>
      <div className="account-form__row">
        <TextField label={t("account.field.firstName")} autoComplete="given-name" {...field("firstName")} />
        <TextField label={t("account.field.lastName")} autoComplete="family-name" {...field("lastName")} />
      </div>
      <TextField label={t("account.field.email")} type="email" autoComplete="email" required {...field("email")} />
      <NewPasswordFields label={t("account.field.password")} password={field("password")} confirm={field("confirmPassword")} />
      <CheckboxField label={t("account.register.agree")} {...field("agreePrivacy")} />
      <p className="field__hint">
        <Link to={helpPath("privacy-policy")} target="_blank" rel="noopener">
          {t("account.register.readPolicy")}
        </Link>
      </p>
      <CheckboxField label={t("account.register.newsletter")} {...field("newsletter")} />
      <FormActions form={details} label={t("account.register.submit")} />
    </AccountForm>
  );
}

function ConfirmCodeForm({
  email,
  message,
  redirect,
  onResend,
  onBack,
}: {
  email: string;
  message: string;
  redirect: string;
  onResend: () => Promise<Envelope<unknown>>;
  onBack: () => void;
}) {
  const t = useT();
  const api = useApi();
  const initial = useMemo(() => ({ email, code: "", remember: false }), [email]);
  const form = useAccountForm(initial, useCallback(codeSchema, []));
  const { field } = form;
  const onSubmit = form.submit(
    (body) => api("account/confirmRegistration", body),
    () => window.location.assign(redirect),
  );
  return (
    <AccountForm form={form} onSubmit={onSubmit} labelledBy="confirm-title">
      <h2 id="confirm-title">{t("account.register.confirmTitle")}</h2>
      <CodeFields message={message} email={email} code={field("code")} />
      <CheckboxField label={t("account.signIn.remember")} {...field("remember")} />
      <FormActions form={form} label={t("account.register.confirm")}>
        <button type="button" className="button button--link" onClick={onBack}>
          {t("account.register.changeEmail")}
        </button>
      </FormActions>
      <ResendCode send={onResend} />
    </AccountForm>
  );
}
