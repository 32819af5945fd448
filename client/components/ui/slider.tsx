import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import { useT } from "../../lib/use-t";
import { cx } from "./class-names";
import { UI_DEFAULTS } from "./defaults";
import { keyStep, marksOf, normalizeSlider, percentOf, valueAt, type SliderBounds } from "./slider-math";

export interface SliderProps<T extends number | [number, number]> {
  /** One value, or a [low, high] range (two thumbs). */
  value: T;
  onChange: (value: T) => void;
  label: string;
  min?: number;
  max?: number;
  step?: number;
  /** Labels under the track, keyed by value: { 0: "$0", 100: "$100" }. */
  marks?: Record<number, string>;
  disabled?: boolean;
  /** How a value reads (the thumbs' aria-valuetext and tips): "$25". */
  format?: (value: number) => string;
}

/** The thumb a press on the track moves: the nearer one; on a tie, the side pressed. */
export function nearestThumb(at: number, values: number[]): number {
  if (values.length < 2) return 0;
  const [low, high] = [Math.abs(at - values[0]), Math.abs(at - values[1])];
  if (low === high) return at > values[1] ? 1 : 0;
  return high < low ? 1 : 0;
}

/** A slider (ARIA slider pattern): arrows move a step, Page keys a tenth, Home/End the ends. */
export function Slider<T extends number | [number, number]>({
  value,
  onChange,
  label,
  min = UI_DEFAULTS.slider.min,
  max = UI_DEFAULTS.slider.max,
  step = UI_DEFAULTS.slider.step,
  marks,
  disabled = false,
  format = String,
}: SliderProps<T>) {
  const t = useT();
  const bounds: SliderBounds = { min, max, step };
  const current = normalizeSlider(value, bounds);
  const values: number[] = Array.isArray(current) ? current : [current];
  const range = values.length === 2;
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef<number | null>(null);

  // A range thumb cannot pass the other one, so the pair stays ordered.
  const limits = (index: number): SliderBounds => (range ? (index === 0 ? { ...bounds, max: values[1] } : { ...bounds, min: values[0] }) : bounds);
  const commit = (index: number, next: number) => {
    if (next === values[index]) return;
    const list = [...values];
    list[index] = next;
    onChange(normalizeSlider((range ? list : list[0]) as T, bounds));
  };
  const fromPointer = (event: PointerEvent) => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0) return null;
    return valueAt(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)), bounds);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    const at = fromPointer(event);
    if (at === null) return;
    const index = nearestThumb(at, values);
    dragging.current = index;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    track.current?.querySelectorAll<HTMLElement>("[role=slider]")[index]?.focus();
    commit(index, Math.min(limits(index).max, Math.max(limits(index).min, at)));
  };
  const onPointerMove = (event: PointerEvent) => {
    const index = dragging.current;
    const at = index === null ? null : fromPointer(event);
    if (index === null || at === null) return;
    commit(index, Math.min(limits(index).max, Math.max(limits(index).min, at)));
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = keyStep(event.key, values[index], limits(index));
    if (next === null) return;
    event.preventDefault();
    commit(index, next);
  };
  const thumbLabel = (index: number) => (range ? `${label} (${t(index === 0 ? "ui.slider.min" : "ui.slider.max")})` : label);
  const fill = range
    ? { left: `${percentOf(values[0], bounds)}%`, width: `${percentOf(values[1], bounds) - percentOf(values[0], bounds)}%` }
    : { left: 0, width: `${percentOf(values[0], bounds)}%` };

  return (
    <div className={cx("ui-slider", disabled && "ui-slider--disabled")}>
      <div
        ref={track}
        className="ui-slider__track"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (dragging.current = null)}
        onPointerCancel={() => (dragging.current = null)}
      >
        <div className="ui-slider__fill" style={fill} />
        {values.map((v, index) => (
          <div
            key={index}
            role="slider"
            tabIndex={disabled ? -1 : 0}
            aria-label={thumbLabel(index)}
            aria-valuemin={limits(index).min}
            aria-valuemax={limits(index).max}
            aria-valuenow={v}
            aria-valuetext={format(v)}
            aria-disabled={disabled || undefined}
            aria-orientation="horizontal"
            className="ui-slider__thumb"
            style={{ left: `${percentOf(v, bounds)}%` }}
            onKeyDown={(event) => !disabled && onKeyDown(event, index)}
          >
            <span className="ui-slider__tip" aria-hidden="true">
              {format(v)}
            </span>
          </div>
        ))}
      </div>
      {marks && (
        <div className="ui-slider__marks" aria-hidden="true">
          {marksOf(marks, bounds).map((mark) => (
            <span key={mark.value} className="ui-slider__mark" style={{ left: `${percentOf(mark.value, bounds)}%` }}>
              {mark.label}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
