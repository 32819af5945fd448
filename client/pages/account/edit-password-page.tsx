import { useCallback } from "react";
import { AccountLayout } from "../../components/account/account-layout";
import { AccountForm, FormActions, NewPasswordFields, PasswordField } from "../../components/account/form-fields";
import { useAccountForm } from "../../components/account/use-account-form";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";
import { definePage } from "../define-page";

const schema = () => import("~/shared/schemas/account").then((m) => m.changePasswordBody);
const EMPTY = { currentPassword: "", password: "", confirmPassword: "" };

/** /accounts/editpassword: the current password, then the new one twice. */
export default definePage(EditPasswordPage, { loader: () => import("./account-loaders.server").then((m) => m.editPasswordLoader) });

function EditPasswordPage() {
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
      <AccountForm form={form} onSubmit={onSubmit} label={t("account.editPassword.title")}>
        <PasswordField kind="current" label={t("account.field.currentPassword")} {...field("currentPassword")} />
        <NewPasswordFields label={t("account.field.newPassword")} password={field("password")} confirm={field("confirmPassword")} />
        <FormActions form={form} label={t("account.editPassword.submit")} />
      </AccountForm>
    </AccountLayout>
  );
}
