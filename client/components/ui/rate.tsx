import { useId, useState, type CSSProperties } from "react";
import { useT } from "../../lib/use-t";
import { cx } from "./class-names";
import { UI_DEFAULTS } from "./defaults";

export interface RateProps {
  value: number;
  onChange?: (value: number) => void;
  /** Names the group ("Rating" by default). */
  label?: string;
  count?: number;
  allowHalf?: boolean;
  /** Clicking the current value again clears it to 0. */
  allowClear?: boolean;
  /** Display only, e.g. an average such as 4.4. */
  readOnly?: boolean;
  size?: number;
  color?: string;
  gap?: number;
}

/** How much of star `index` (1-based) a value fills: 0..1. */
export const starFill = (value: number, index: number) => Math.min(1, Math.max(0, value - (index - 1)));

/** Where the fill of a read-only rating ends, in px from its start: whole stars and gaps, then part of the next star. */
export function filledPx(value: number, count: number, size: number, gap: number) {
  const clamped = Math.min(count, Math.max(0, value));
  const whole = Math.floor(clamped);
  return Math.round((whole * (size + gap) + (clamped - whole) * size) * 100) / 100;
}

function Star({ fill }: { fill: number }) {
  return (
    <span className="ui-rate__star" aria-hidden="true">
      <span className="ui-rate__glyph ui-rate__glyph--empty">★</span>
      <span className="ui-rate__glyph ui-rate__glyph--full" style={{ width: `${fill * 100}%` }}>
        ★
      </span>
    </span>
  );
}

/**
 * Star rating. Interactive, it is a group of native radio buttons (one per star, or per half
 * star with allowHalf), so arrow keys choose and screen readers hear "3 stars, 3 of 5".
 */
export function Rate({
  value,
  onChange,
  label,
  count = UI_DEFAULTS.rate.count,
  allowHalf = false,
  allowClear = false,
  readOnly = false,
  size = UI_DEFAULTS.rate.sizePx,
  color = UI_DEFAULTS.rate.color,
  gap = UI_DEFAULTS.rate.gapPx,
}: RateProps) {
  const t = useT();
  const name = useId();
  const [hover, setHover] = useState<number | null>(null);
  const style = { "--rate-size": `${size}px`, "--rate-color": color, "--rate-gap": `${gap}px` } as CSSProperties;
  const stars = Array.from({ length: count }, (_, i) => i + 1);

  if (readOnly) {
    const display = { ...style, "--rate-count": count, "--rate-filled": `${filledPx(value, count, size, gap)}px` } as CSSProperties;
    // One element, however many stars: listings show dozens of ratings (rate.css draws them).
    return (
      <>
        <span className="ui-rate ui-rate--readonly" style={display} role="img" aria-label={t("ui.rate.value", { value, count })} />
      </>
    );
  }

  const shown = hover ?? value;
  const choose = (next: number) => onChange?.(next);
  const option = (optionValue: number, half: "left" | "right" | "whole") => (
    <label className={cx("ui-rate__hit", `ui-rate__hit--${half}`)} onMouseEnter={() => setHover(optionValue)}>
      <input
        type="radio"
        className="visually-hidden"
        name={name}
        value={optionValue}
        checked={value === optionValue}
        onChange={() => choose(optionValue)}
        // A click on the chosen star fires no change; with allowClear it clears the rating.
        onClick={() => allowClear && value === optionValue && choose(0)}
      />
      <span className="visually-hidden">{t("ui.rate.option", { value: optionValue, count })}</span>
    </label>
  );

  return (
    <fieldset className="ui-rate" style={style} onMouseLeave={() => setHover(null)}>
      <legend className="visually-hidden">{label ?? t("ui.rate.label")}</legend>
      {stars.map((i) => (
        <span key={i} className="ui-rate__cell">
          <Star fill={starFill(shown, i)} />
          {allowHalf ? (
            <>
              {option(i - 0.5, "left")}
              {option(i, "right")}
            </>
          ) : (
            option(i, "whole")
          )}
        </span>
      ))}
    </fieldset>
  );
}
