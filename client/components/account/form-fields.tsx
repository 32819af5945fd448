import { useId, type FormEventHandler, type ReactNode, type RefObject } from "react";
import { useT } from "../../lib/use-t";
import { FieldNotes } from "../ui/field-notes";
import { Options } from "../ui/options";

/**
 * Labelled inputs with their error tied to them (aria-invalid, aria-describedby). They are
 * uncontrolled: the form reads them on submit (see use-account-form.ts).
 */

interface Common {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

/** The attributes that tie a control to its label's error and hint. */
function controlProps(id: string, { error, hint, required }: Pick<Common, "error" | "hint" | "required">) {
  const described = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return {
    id,
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
  } as const;
}

/** Label above, the control (given what ties it to its label, hint and error), then hint and error. */
function Field({
  label,
  required,
  error,
  hint,
  children,
}: Omit<Common, "name"> & { children: (control: ReturnType<typeof controlProps>) => ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children(controlProps(id, { error, hint, required }))}
      <FieldNotes id={id} hint={hint} error={error} block="field" />
    </div>
  );
}

type TextFieldProps = Parameters<typeof TextField>[0];

export function TextField({
  name,
  defaultValue,
  onChange,
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
  trim = type !== "password",
  ...common
}: Common & {
  defaultValue?: string;
  onChange?: (value: string) => void;
  type?: "text" | "email" | "password" | "tel";
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "tel" | "text";
  maxLength?: number;
  /** Trim on blur, so a stray space fails no check; never for passwords, where a space may be meant. */
  trim?: boolean;
}) {
  return (
    <Field {...common}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          defaultValue={defaultValue}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          onChange={(event) => onChange?.(event.target.value)}
          onBlur={
            trim
              ? (event) => {
                  const trimmed = event.target.value.trim();
                  if (trimmed !== event.target.value) event.target.value = trimmed;
                }
              : undefined
          }
        />
      )}
    </Field>
  );
}

/**
 * A password: never trimmed, and `kind` tells the browser's password manager whether to fill
 * the saved one (`current`) or offer a new one (`new`).
 */
export function PasswordField({ kind, ...props }: Omit<TextFieldProps, "type" | "autoComplete" | "required"> & { kind: "current" | "new" }) {
  return <TextField type="password" autoComplete={`${kind}-password`} required {...props} />;
}

/** A new password with its rules as the hint, then the same again (register, reset, change). */
export function NewPasswordFields({ label, password, confirm }: { label: ReactNode; password: FieldBinding; confirm: FieldBinding }) {
  const t = useT();
  return (
    <>
      <PasswordField kind="new" label={label} hint={t("account.password.hint")} {...password} />
      <PasswordField kind="new" label={t("account.field.confirmPassword")} {...confirm} />
    </>
  );
}

/** What `useAccountForm().field(name)` gives a control. */
type FieldBinding = { name: string; error?: string; defaultValue?: string; onChange?: () => void };

export function SelectField({
  name,
  defaultValue,
  onChange,
  options,
  autoComplete,
  ...common
}: Common & {
  defaultValue?: string;
  onChange?: (value: string) => void;
  options: { value: string; label: string }[];
  autoComplete?: string;
}) {
  return (
    <Field {...common}>
      {(control) => (
        <select {...control} name={name} defaultValue={defaultValue} autoComplete={autoComplete} onChange={(event) => onChange?.(event.target.value)}>
          <Options items={options} />
        </select>
      )}
    </Field>
  );
}

export function CheckboxField({
  label,
  name,
  error,
  defaultChecked,
  onChange,
}: Omit<Common, "hint" | "required"> & { defaultChecked?: boolean; onChange?: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="field field--checkbox">
      <input
        {...controlProps(id, { error })}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldNotes id={id} error={error} block="field" />
    </div>
  );
}

export type FormStatus = { state: "idle" } | { state: "loading" } | { state: "success"; message: string } | { state: "error"; message: string };

/** The form's answer: announced politely on success, assertively on error. */
export function FormMessage({ status, testId }: { status: FormStatus; testId?: string }) {
  const text = status.state === "success" || status.state === "error" ? status.message : "";
  return (
    <p role={status.state === "error" ? "alert" : "status"} className={`form-status form-status--${status.state}`} data-testid={testId}>
      {text}
    </p>
  );
}

/**
 * An account screen's form: posted by script once hydrated and checked by the shared schema,
 * not the browser's own validation (use-account-form.ts); its schema loads on first focus.
 */
export function AccountForm({
  form,
  onSubmit,
  labelledBy,
  label,
  className,
  children,
}: {
  form: { formRef: RefObject<HTMLFormElement | null>; preload: () => void };
  onSubmit: FormEventHandler<HTMLFormElement>;
  labelledBy?: string;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      ref={form.formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={form.preload}
      aria-labelledby={labelledBy}
      aria-label={label}
      className={className ? `account-form ${className}` : "account-form"}
    >
      {children}
    </form>
  );
}

/** The answer, the submit button (waiting for hydration, then for the answer) and any links beside it. */
export function FormActions({ form, label, children }: { form: { status: FormStatus; ready: boolean }; label: string; children?: ReactNode }) {
  const t = useT();
  return (
    <>
      <FormMessage status={form.status} />
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={!form.ready}>
          {form.status.state === "loading" ? t("common.loading") : label}
        </button>
        {children}
      </div>
    </>
  );
}
