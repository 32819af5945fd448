import { useId, type ReactNode } from "react";
import { cx } from "./class-names";

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  disabled?: boolean;
}

/** An on/off switch (green on, grey off): a button with role="switch". */
export function Switch({ checked, onChange, label, disabled }: SwitchProps) {
  const id = useId();
  return (
    <span className={cx("ui-switch", disabled && "ui-choice--disabled")}>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={id}
        disabled={disabled}
        className="ui-switch__track"
        onClick={() => onChange(!checked)}
      >
        <span className="ui-switch__thumb" aria-hidden="true" />
      </button>
      {/* The text is a second, larger target for the pointer; keyboards use the switch itself. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <span id={id} className="ui-switch__label" onClick={() => !disabled && onChange(!checked)}>
        {label}
      </span>
    </span>
  );
}
