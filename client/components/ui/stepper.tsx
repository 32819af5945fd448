import { useId, type KeyboardEvent } from "react";
import { useT } from "../../lib/use-t";
import { UI_DEFAULTS } from "./defaults";

export interface StepperProps {
  value: number;
  onChange: (value: number) => void;
  label: string;
  min?: number;
  /** No upper bound unless given. */
  max?: number;
  step?: number;
  disabled?: boolean;
}

/** A value within min..max (min 1 and no max by default). */
export function clampStep(value: number, min: number = UI_DEFAULTS.stepper.min, max = Infinity): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/**
 * A quantity stepper: − and + buttons, disabled at the bounds, around a read-only field
 * (arrow keys on the field step too).
 */
export function Stepper({
  value,
  onChange,
  label,
  min = UI_DEFAULTS.stepper.min,
  max = Infinity,
  step = UI_DEFAULTS.stepper.step,
  disabled = false,
}: StepperProps) {
  const t = useT();
  const id = useId();
  const current = clampStep(value, min, max);
  const set = (next: number) => {
    const clamped = clampStep(next, min, max);
    if (clamped !== current) onChange(clamped);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowUp") set(current + step);
    else if (event.key === "ArrowDown") set(current - step);
    else return;
    event.preventDefault();
  };
  return (
    <div className="ui-stepper" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="visually-hidden">
        {label}
      </span>
      <button
        type="button"
        className="ui-stepper__button"
        disabled={disabled || current <= min}
        onClick={() => set(current - step)}
        aria-label={t("ui.stepper.decrease")}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        className="ui-stepper__input"
        type="text"
        inputMode="numeric"
        readOnly
        disabled={disabled}
        value={current}
        aria-label={label}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="ui-stepper__button"
        disabled={disabled || current >= max}
        onClick={() => set(current + step)}
        aria-label={t("ui.stepper.increase")}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
