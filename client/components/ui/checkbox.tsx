import { useEffect, useRef, type ReactNode } from "react";
import { cx } from "./class-names";

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  /** "Some but not all": shown as a dash, announced as mixed. */
  indeterminate?: boolean;
  disabled?: boolean;
  name?: string;
  value?: string;
}

/** A native checkbox with its label. */
export function Checkbox({ checked, onChange, label, indeterminate = false, disabled, name, value }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className={cx("ui-choice", disabled && "ui-choice--disabled")}>
      <input
        ref={ref}
        type="checkbox"
        className="ui-choice__input"
        checked={checked}
        disabled={disabled}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
