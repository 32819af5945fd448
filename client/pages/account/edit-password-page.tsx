import { useCallback } from "react";
import { AccountLayout } from "../../components/account/account-layout";
import { AccountForm, CheckboxField, FormActions, NewPasswordFields, PasswordField, TextField } from "../../components/account/form-fields";
import { useAccountForm } from "../../components/account/use-account-form";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";
import { definePage } from "../define-page";
import type { PageProps } from "../page-types";
import type { SecurityDetailsData } from "./account-loaders.server";

const passwordSchema = () => import("~/shared/schemas/account").then((m) => m.changePasswordBody);
const profileSchema = () => import("~/shared/schemas/account").then((m) => m.profileBody);
const EMPTY = { currentPassword: "", password: "", confirmPassword: "" };

/** /accounts/editpassword, account security and details: the customer's name and newsletter choice, then the password. */
export default definePage(EditPasswordPage, { loader: () => import("./account-loaders.server").then((m) => m.editPasswordLoader) });

function EditPasswordPage({ data }: PageProps<SecurityDetailsData>) {
  const t = useT();
  return (
    <AccountLayout title={t("account.editPassword.title")}>
      <DetailsForm data={data} />
      <PasswordForm />
    </AccountLayout>
  );
}

function DetailsForm({ data }: { data: SecurityDetailsData }) {
  const t = useT();
  const api = useApi();
  const initial = { firstName: data.firstName, lastName: data.lastName, newsletter: data.newsletter };
  const form = useAccountForm(initial, useCallback(profileSchema, []));
  const { field } = form;
  // The header greets by the new first name from the next page on (the he-username cookie follows).
  const onSubmit = form.submit(
    (body) => api("account/profileSave", body),
    () => undefined,
  );
  return (
    <AccountForm form={form} onSubmit={onSubmit} label={t("account.details.title")}>
      <h2>{t("account.details.title")}</h2>
      <p>{t("account.details.email", { email: data.email })}</p>
      <TextField label={t("account.field.firstName")} autoComplete="given-name" maxLength={50} {...field("firstName")} />
      <TextField label={t("account.field.lastName")} autoComplete="family-name" maxLength={50} {...field("lastName")} />
      <CheckboxField label={t("account.register.newsletter")} {...field("newsletter")} />
      <FormActions form={form} label={t("account.details.submit")} />
    </AccountForm>
  );
}

function PasswordForm() {
  const t = useT();
  const api = useApi();
  const form = useAccountForm(EMPTY, useCallback(passwordSchema, []));
  const { field } = form;
  const onSubmit = form.submit(
    (body) => api("account/changePassword", body),
    () => form.formRef.current?.reset(),
  );
  return (
    <AccountForm form={form} onSubmit={onSubmit} label={t("account.password.title")}>
      <h2>{t("account.password.title")}</h2>
      <PasswordField kind="current" label={t("account.field.currentPassword")} {...field("currentPassword")} />
      <NewPasswordFields label={t("account.field.newPassword")} password={field("password")} confirm={field("confirmPassword")} />
      <FormActions form={form} label={t("account.editPassword.submit")} />
    </AccountForm>
  );
}
