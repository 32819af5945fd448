import { useCallback } from "react";
import { AccountLayout } from "../../components/account/account-layout";
import { FormActions, TextField } from "../../components/account/form-fields";
import { useAccountForm } from "../../components/account/use-account-form";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";

const schema = () => import("~/shared/schemas/account").then((m) => m.changePasswordBody);
const EMPTY = { currentPassword: "", password: "", confirmPassword: "" };

/** /accounts/editpassword: the current password, then the new one twice. */
export default function EditPasswordPage() {
  const t = useT();
  const api = useApi();
  const form = useAccountForm(EMPTY, useCallback(schema, []));
  const { field } = form;
  const onSubmit = form.submit(
    (body) => api("account/changePassword", body),
    () => form.formRef.current?.reset(),
  );
  return (
    <AccountLayout title={t("account.editPassword.title")}>
      <form
        ref={form.formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        onFocus={form.preload}
        className="account-form"
        aria-label={t("account.editPassword.title")}
      >
        <TextField
          label={t("account.field.currentPassword")}
          type="password"
          autoComplete="current-password"
          required
          {...field("currentPassword")}
        />
        <TextField
          label={t("account.field.newPassword")}
          type="password"
          autoComplete="new-password"
          required
          hint={t("account.password.hint")}
          {...field("password")}
        />
        <TextField label={t("account.field.confirmPassword")} type="password" autoComplete="new-password" required {...field("confirmPassword")} />
        <FormActions form={form} label={t("account.editPassword.submit")} />
      </form>
    </AccountLayout>
  );
}
