import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { clampPercent, Progress } from "./progress";
import { renderUi } from "./testing";

describe("Progress", () => {
  it("shows 100 for anything above 100, and 0 below 0", () => {
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(42.5)).toBe(42.5);
  });

  it("is a 14px progress bar with its percentage", () => {
    renderUi(<Progress value={250} label="Free shipping" />);
    const bar = screen.getByRole("progressbar", { name: "Free shipping" });
    expect(bar.getAttribute("aria-valuenow")).toBe("100");
    expect(bar.style.height).toBe("14px");
    expect(screen.getByText("100%")).toBeTruthy();
  });
});
