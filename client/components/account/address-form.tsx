import { useCallback, useEffect, useId, useState, type ReactNode } from "react";
import { certificateNeeds } from "~/shared/address-rules";
import type { Envelope } from "~/shared/api-envelope";
import type { Address, AddressCountry } from "~/shared/schemas/address";
import { useT } from "../../lib/use-t";
import { AccountForm, FormActions, SelectField, TextField } from "./form-fields";
import { useAccountForm } from "./use-account-form";

export type AddressValues = Address;

export const emptyAddress = (email: string, country: string): AddressValues => ({
  email,
  firstName: "",
  lastName: "",
  address1: "",
  address2: "",
  country,
  state: "",
  city: "",
  postcode: "",
  phone: "",
  certificateType: "",
  certificateNumber: "",
  cpf: "",
  idNumber: "",
});

/**
 * The address form with its country rules and messages, validated by the shared schema for the
 * chosen country. The address book uses it; checkout can too (`submit` is the caller's).
 */
export function AddressForm({
  initial,
  countries,
  title,
  submitLabel,
  submit,
  onSaved,
  onCancel,
  extra,
}: {
  initial: AddressValues;
  countries: (AddressCountry & { name: string })[];
  title: string;
  submitLabel: string;
  submit: (address: Address) => Promise<Envelope<unknown>>;
  onSaved: (result: Envelope<unknown>) => void;
  onCancel?: () => void;
  /** More fields of the caller, e.g. "use as default". */
  extra?: ReactNode;
}) {
  const t = useT();
  const schema = useCallback(() => import("~/shared/schemas/address").then((m) => m.addressSchema(countries)), [countries]);
  const form = useAccountForm(initial, schema);
  const { field } = form;
  const titleId = useId();
  // The chosen country decides which fields are required and which certificate data is asked.
  const [iso2, setIso2] = useState(initial.country);
  // Again when the form is reset (a new `read`), not on each render of the form object.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setIso2(form.read().country), [form.read]);
  const country = countries.find((c) => c.iso2 === iso2);
  const needs = certificateNeeds(iso2);
  const onSubmit = form.submit((address: Address) => submit(address), onSaved);

  const text = (name: keyof AddressValues & string, label: string, options: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={label} {...field(name)} {...options} />
  );

  return (
    <AccountForm form={form} onSubmit={onSubmit} labelledBy={titleId} className="address-form">
      <h2 id={titleId}>{title}</h2>
      {text("email", t("account.field.email"), { type: "email", autoComplete: "email", required: true })}
      <div className="account-form__row">
        {text("firstName", t("account.field.firstName"), { autoComplete: "given-name", required: true })}
        {text("lastName", t("account.field.lastName"), { autoComplete: "family-name", required: true })}
      </div>
      <SelectField
        label={t("address.field.country")}
        autoComplete="country"
        required
        {...field("country")}
        onChange={(v) => {
          field("country").onChange();
          setIso2(v);
        }}
        options={[{ value: "", label: t("address.field.chooseCountry") }, ...countries.map((c) => ({ value: c.iso2, label: c.name }))]}
      />
      {text("address1", t("address.field.address1"), { autoComplete: "address-line1", required: true })}
      {text("address2", t("address.field.address2"), { autoComplete: "address-line2" })}
      <div className="account-form__row">
        {text("city", t("address.field.city"), { autoComplete: "address-level2", required: true })}
        {text("state", t("address.field.state"), { autoComplete: "address-level1", required: country?.hasStates })}
      </div>
      <div className="account-form__row">
        {text("postcode", t("address.field.postcode"), {
          autoComplete: "postal-code",
          required: country?.postalRequired,
          hint: iso2 === "GB" ? t("address.postcode.gbHint") : undefined,
        })}
        {text("phone", t("address.field.phone"), { type: "tel", autoComplete: "tel", required: true, hint: t("address.phone.hint") })}
      </div>
      {needs.certificate && (
        <div className="account-form__row">
          <SelectField
            label={t("address.field.certificateType")}
            required
            {...field("certificateType")}
            options={[
              { value: "", label: t("address.field.chooseCertificate") },
              { value: "CURP", label: "CURP" },
              { value: "RFC", label: "RFC" },
            ]}
          />
          {text("certificateNumber", t("address.field.certificateNumber"), { required: true, maxLength: 18 })}
        </div>
      )}
      {needs.cpf && text("cpf", t("address.field.cpf"), { required: true, inputMode: "numeric", maxLength: 14 })}
      {needs.idNumber && text("idNumber", t("address.field.idNumber"), { required: true, maxLength: 30 })}
      {extra}
      <FormActions form={form} label={submitLabel}>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            {t("account.cancel")}
          </button>
        )}
      </FormActions>
    </AccountForm>
  );
}
