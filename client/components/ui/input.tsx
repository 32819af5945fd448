import { useId, type FocusEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { cx } from "./class-names";
import { FieldNotes } from "./field-notes";

/** The trim directive: on blur, trims the field's text and reports it if it changed. */
export function trimOnBlur(onTrimmed: (value: string) => void) {
  return (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.currentTarget;
    const trimmed = field.value.trim();
    if (trimmed === field.value) return;
    field.value = trimmed;
    onTrimmed(trimmed);
  };
}

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  label: ReactNode;
  value?: string;
  onChange?: (value: string) => void;
  /** Trim on blur (on by default; never for passwords). */
  trim?: boolean;
  /** A validation message (a translated text); marks the field invalid. */
  error?: string;
  hint?: ReactNode;
  hideLabel?: boolean;
}

/** A labelled text input with its hint and error, trimmed on blur. */
export function Input({
  label,
  value,
  onChange,
  trim = true,
  error,
  hint,
  hideLabel = false,
  id,
  type = "text",
  onBlur,
  className,
  ...rest
}: InputProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const described = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(" ") || undefined;
  const trimmer = trim && type !== "password" ? trimOnBlur((v) => onChange?.(v)) : undefined;
  return (
    <div className={cx("ui-input", error && "ui-input--invalid", className)}>
      <label htmlFor={inputId} className={cx("ui-input__label", hideLabel && "visually-hidden")}>
        {label}
      </label>
      <input
        {...rest}
        id={inputId}
        type={type}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange?.(event.target.value)}
        onBlur={(event) => {
          trimmer?.(event);
          onBlur?.(event);
        }}
      />
      <FieldNotes id={inputId} hint={hint} error={error} block="ui-input" />
    </div>
  );
}
