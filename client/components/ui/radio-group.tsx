import { useId, type ReactNode } from "react";
import { cx } from "./class-names";

export interface RadioOption<V extends string> {
  label: ReactNode;
  value: V;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string> {
  legend: ReactNode;
  options: RadioOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  name?: string;
  inline?: boolean;
}

/** Native radio buttons in a fieldset: arrow keys move the choice, as browsers do. */
export function RadioGroup<V extends string>({ legend, options, value, onChange, name, inline = false }: RadioGroupProps<V>) {
  const fallbackName = useId();
  return (
    <fieldset className={cx("ui-radio-group", inline && "ui-radio-group--inline")}>
      <legend className="ui-radio-group__legend">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={cx("ui-choice", option.disabled && "ui-choice--disabled")}>
          <input
            type="radio"
            className="ui-choice__input"
            name={name ?? fallbackName}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
