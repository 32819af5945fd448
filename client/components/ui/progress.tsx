import { useT } from "../../lib/use-t";
import { UI_DEFAULTS } from "./defaults";

/** A percentage within 0..100: above 100 reads 100, below 0 or not a number reads 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? 100 : 0;
  return Math.min(100, Math.max(0, value));
}

export interface ProgressProps {
  value: number;
  label: string;
  height?: number;
  showText?: boolean;
}

/** A progress bar (14px high by default) with its percentage. */
export function Progress({ value, label, height = UI_DEFAULTS.progress.heightPx, showText = true }: ProgressProps) {
  const t = useT();
  const percent = clampPercent(value);
  const text = t("ui.progress.value", { value: Math.round(percent) });
  return (
    <div className="ui-progress">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="ui-progress__track"
        style={{ height }}
      >
        <div className="ui-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      {showText && (
        <span className="ui-progress__text" aria-hidden="true">
          {text}
        </span>
      )}
    </div>
  );
}
