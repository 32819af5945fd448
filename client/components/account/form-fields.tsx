import { useId, type ReactNode } from "react";

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

function describedBy(id: string, error?: string, hint?: ReactNode) {
  const ids = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function Messages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </>
  );
}

export function TextField({
  label,
  name,
  error,
  hint,
  required,
  defaultValue,
  onChange,
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
  trim = type !== "password",
}: Common & {
  defaultValue?: string;
  onChange?: (value: string) => void;
  type?: "text" | "email" | "password" | "tel";
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "tel" | "text";
  maxLength?: number;
  /** Trim on blur (spec §5 widgets); never for passwords. */
  trim?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
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
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  label,
  name,
  error,
  hint,
  required,
  defaultValue,
  onChange,
  options,
  autoComplete,
}: Common & {
  defaultValue?: string;
  onChange?: (value: string) => void;
  options: { value: string; label: string }[];
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onChange?.(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages id={id} error={error} hint={hint} />
    </div>
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
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <Messages id={id} error={error} />
    </div>
  );
}

export type FormStatus =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "success"; message: string }
  | { state: "error"; message: string };

/** The form's answer: announced politely on success, assertively on error. */
export function FormMessage({ status, testId }: { status: FormStatus; testId?: string }) {
  const text = status.state === "success" || status.state === "error" ? status.message : "";
  return (
    <p role={status.state === "error" ? "alert" : "status"} className={`form-status form-status--${status.state}`} data-testid={testId}>
      {text}
    </p>
  );
}
