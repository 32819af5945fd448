import { useId } from "react";
import { certificateNeeds } from "~/shared/address-rules";
import { Input } from "../../components/ui/input";
import { useT } from "../../lib/use-t";
import type { CountryOption } from "./checkout-data";
import { FieldNotes } from "../../components/ui/field-notes";
import { Options, type OptionItem } from "../../components/ui/options";

/** The fields of one checkout address, as strings; the shared zod schema checks them. */
export const ADDRESS_KEYS = [
  "firstName",
  "lastName",
  "address1",
  "address2",
  "country",
  "state",
  "city",
  "postcode",
  "phone",
  "certificateType",
  "certificateNumber",
  "cpf",
  "idNumber",
] as const;
export type AddressKey = (typeof ADDRESS_KEYS)[number];
export type AddressValues = Record<AddressKey, string>;

export const emptyAddress = (country: string): AddressValues => ({
  ...(Object.fromEntries(ADDRESS_KEYS.map((k) => [k, ""])) as AddressValues),
  country,
});

function NativeSelect({
  label,
  value,
  onChange,
  options,
  error,
  autoComplete,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: OptionItem[];
  error?: string;
  autoComplete?: string;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className={`ui-input${error ? " ui-input--invalid" : ""}`}>
      <label htmlFor={id} className="ui-input__label">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <Options empty={placeholder} items={options} />
      </select>
      <FieldNotes id={id} error={error} block="ui-input" />
    </div>
  );
}

/**
 * The address with its country's rules (shared/address-rules.ts): a state list (or field) where the country
 * has states, the postal code where it is required, CURP/RFC for Mexico and CPF for Brazil.
 */
export function AddressFields({
  prefix,
  values,
  onChange,
  errors,
  countries,
  states,
  autoCompleteSection,
  onFieldFocus,
}: {
  prefix: "shippingAddress" | "billingAddress";
  values: AddressValues;
  onChange: (key: AddressKey, value: string) => void;
  errors: Record<string, string>;
  countries: CountryOption[];
  states: Record<string, { code: string; name: string }[]>;
  autoCompleteSection: string;
  onFieldFocus?: () => void;
}) {
  const t = useT();
  const country = countries.find((c) => c.iso2 === values.country);
  const stateList = states[values.country];
  const needs = certificateNeeds(values.country);
  const error = (key: AddressKey) => errors[`${prefix}.${key}`];
  const ac = (token: string) => `section-${autoCompleteSection} ${token}`;
  const text = (key: AddressKey, label: string, autoComplete: string, extra: Record<string, unknown> = {}) => (
    <Input
      label={label}
      value={values[key]}
      onChange={(v) => onChange(key, v)}
      error={error(key)}
      autoComplete={ac(autoComplete)}
      onFocus={onFieldFocus}
      data-field={`${prefix}.${key}`}
      {...extra}
    />
  );

  return (
    <div className="address-fields" onFocus={onFieldFocus}>
      <div className="address-fields__row">
        {text("firstName", t("checkout.field.firstName"), "given-name")}
        {text("lastName", t("checkout.field.lastName"), "family-name")}
      </div>
      <NativeSelect
        label={t("checkout.field.country")}
        value={values.country}
        onChange={(v) => onChange("country", v)}
        options={countries.map((c) => ({ value: c.iso2, label: c.name }))}
        error={error("country")}
        autoComplete={ac("country")}
      />
      {text("address1", t("checkout.field.address1"), "address-line1")}
      {text("address2", t("checkout.field.address2"), "address-line2")}
      <div className="address-fields__row">
        {text("city", t("checkout.field.city"), "address-level2")}
        {country?.hasStates &&
          (stateList ? (
            <NativeSelect
              label={t("checkout.field.state")}
              value={values.state}
              onChange={(v) => onChange("state", v)}
              options={stateList.map((s) => ({ value: s.code, label: s.name }))}
              error={error("state")}
              autoComplete={ac("address-level1")}
              placeholder={t("checkout.field.statePlaceholder")}
            />
          ) : (
            text("state", t("checkout.field.state"), "address-level1")
          ))}
        {text("postcode", country?.postalRequired === false ? t("checkout.field.postcodeOptional") : t("checkout.field.postcode"), "postal-code")}
      </div>
      {text("phone", t("checkout.field.phone"), "tel", { type: "tel", hint: t("checkout.field.phoneHint") })}
      {needs.certificate && (
        <div className="address-fields__row">
          <NativeSelect
            label={t("checkout.field.certificateType")}
            value={values.certificateType}
            onChange={(v) => onChange("certificateType", v)}
            options={[
              { value: "CURP", label: "CURP" },
              { value: "RFC", label: "RFC" },
            ]}
            error={error("certificateType")}
            placeholder={t("checkout.field.statePlaceholder")}
          />
          {text("certificateNumber", t("checkout.field.certificateNumber"), "off", {
            hint: values.certificateType === "RFC" ? t("checkout.field.rfcHint") : t("checkout.field.curpHint"),
          })}
        </div>
      )}
      {needs.cpf && text("cpf", t("checkout.field.cpf"), "off", { hint: t("checkout.field.cpfHint") })}
      {needs.idNumber && text("idNumber", t("checkout.field.idNumber"), "off", { hint: t("checkout.field.idNumberHint") })}
    </div>
  );
}
