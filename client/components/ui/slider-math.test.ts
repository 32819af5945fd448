import { describe, expect, it } from "vitest";
import { keyStep, marksOf, normalizeSlider, percentOf, snap, valueAt } from "./slider-math";

const bounds = { min: 0, max: 100, step: 1 };

describe("slider math", () => {
  it("clamps to min and max", () => {
    expect(snap(-20, bounds)).toBe(0);
    expect(snap(150, bounds)).toBe(100);
    expect(snap(Number.POSITIVE_INFINITY, bounds)).toBe(100);
  });

  it("rounds to the step, counted from min, without float dust", () => {
    expect(snap(42.4, bounds)).toBe(42);
    expect(snap(42.6, bounds)).toBe(43);
    expect(snap(0.3, { min: 0, max: 1, step: 0.1 })).toBe(0.3);
    expect(snap(17, { min: 5, max: 100, step: 5 })).toBe(15);
    expect(snap(99, { min: 0, max: 99, step: 10 })).toBe(90);
  });

  it("orders a range low to high", () => {
    expect(normalizeSlider([80, 20], bounds)).toEqual([20, 80]);
    expect(normalizeSlider([-5, 300], bounds)).toEqual([0, 100]);
    expect(normalizeSlider(55.5, { ...bounds, step: 5 })).toBe(55);
  });

  it("reads marks keyed by number within the bounds, in order", () => {
    expect(marksOf({ 100: "$100", 0: "$0", 50: "$50", 200: "far" }, bounds)).toEqual([
      { value: 0, label: "$0" },
      { value: 50, label: "$50" },
      { value: 100, label: "$100" },
    ]);
  });

  it("maps positions and keys", () => {
    expect(percentOf(25, bounds)).toBe(25);
    expect(valueAt(0.333, bounds)).toBe(33);
    expect(keyStep("ArrowRight", 99, bounds)).toBe(100);
    expect(keyStep("ArrowRight", 100, bounds)).toBe(100);
    expect(keyStep("PageDown", 50, bounds)).toBe(40);
    expect(keyStep("Home", 50, bounds)).toBe(0);
    expect(keyStep("Tab", 50, bounds)).toBeNull();
  });
});
