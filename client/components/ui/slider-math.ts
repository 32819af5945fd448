export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

const decimals = (n: number) => (String(n).split(".")[1] ?? "").length;

/** Clamped to min..max and rounded to the nearest step counted from min (no float dust). */
export function snap(value: number, { min, max, step }: SliderBounds): number {
  if (!Number.isFinite(value)) return value > 0 ? max : min;
  const clamped = Math.min(max, Math.max(min, value));
  const steps = Math.round((clamped - min) / step);
  const snapped = Number((min + steps * step).toFixed(Math.max(decimals(step), decimals(min))));
  // The last step may overshoot a max that is not on the step grid.
  return snapped > max ? Number((snapped - step).toFixed(decimals(step))) : snapped;
}

/** A single value snapped, or a range snapped and ordered low to high. */
export function normalizeSlider<T extends number | [number, number]>(value: T, bounds: SliderBounds): T {
  if (Array.isArray(value)) {
    const [a, b] = [snap(value[0], bounds), snap(value[1], bounds)];
    return (a <= b ? [a, b] : [b, a]) as T;
  }
  return snap(value as number, bounds) as T;
}

/** Where a value sits along the track, 0..100. */
export const percentOf = (value: number, { min, max }: SliderBounds) => (max === min ? 0 : ((value - min) / (max - min)) * 100);

/** The value at a fraction (0..1) of the track, snapped. */
export const valueAt = (fraction: number, bounds: SliderBounds) => snap(bounds.min + fraction * (bounds.max - bounds.min), bounds);

/** Marks keyed by number, inside the bounds, in order. */
export function marksOf(marks: Record<number, string> | undefined, bounds: SliderBounds): { value: number; label: string }[] {
  return Object.entries(marks ?? {})
    .map(([key, label]) => ({ value: Number(key), label }))
    .filter(({ value }) => Number.isFinite(value) && value >= bounds.min && value <= bounds.max)
    .sort((a, b) => a.value - b.value);
}

/** The value after a key press on a thumb, or null for a key the slider ignores. */
export function keyStep(key: string, value: number, bounds: SliderBounds): number | null {
  const big = Math.max(bounds.step, Math.round((bounds.max - bounds.min) / 10 / bounds.step) * bounds.step);
  const next: Record<string, number> = {
    ArrowRight: value + bounds.step,
    ArrowUp: value + bounds.step,
    ArrowLeft: value - bounds.step,
    ArrowDown: value - bounds.step,
    PageUp: value + big,
    PageDown: value - big,
    Home: bounds.min,
    End: bounds.max,
  };
  return key in next ? snap(next[key], bounds) : null;
}
