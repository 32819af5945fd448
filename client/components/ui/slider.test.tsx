import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { nearestThumb, Slider } from "./slider";
import { renderUi } from "./testing";

function Harness<T extends number | [number, number]>({
  initial,
  ...rest
}: {
  initial: T;
  min?: number;
  max?: number;
  step?: number;
  marks?: Record<number, string>;
}) {
  const [value, setValue] = useState<T>(initial);
  return (
    <>
      <Slider label="Price" value={value} onChange={setValue} {...rest} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const value = () => screen.getByTestId("value").textContent;

describe("Slider", () => {
  it("runs 0–100 in steps of 1 by default", () => {
    renderUi(<Harness initial={30} />);
    const thumb = screen.getByRole("slider", { name: "Price" });
    expect([thumb.getAttribute("aria-valuemin"), thumb.getAttribute("aria-valuemax"), thumb.getAttribute("aria-valuenow")]).toEqual([
      "0",
      "100",
      "30",
    ]);
  });

  it("shows a value out of bounds clamped and on the step", () => {
    renderUi(<Harness initial={123} step={5} />);
    expect(screen.getByRole("slider").getAttribute("aria-valuenow")).toBe("100");
  });

  it("moves with the keyboard and stops at the ends", async () => {
    const user = userEvent.setup();
    renderUi(<Harness initial={98} />);
    await user.tab();
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(value()).toBe("100");
    await user.keyboard("{Home}");
    expect(value()).toBe("0");
  });

  it("has two thumbs for a range, ordered, that cannot pass each other", async () => {
    const user = userEvent.setup();
    renderUi(<Harness initial={[60, 40] as [number, number]} />);
    const [low, high] = screen.getAllByRole("slider");
    expect(low.getAttribute("aria-label")).toBe("Price (minimum)");
    expect(low.getAttribute("aria-valuenow")).toBe("40");
    expect(high.getAttribute("aria-valuemin")).toBe("40");
    low.focus();
    await user.keyboard("{End}");
    expect(value()).toBe("[60,60]");
  });

  it("labels its marks by number", () => {
    const { container } = renderUi(<Harness initial={0} marks={{ 0: "$0", 100: "$100" }} />);
    const marks = [...container.querySelectorAll<HTMLElement>(".ui-slider__mark")];
    expect(marks.map((m) => [m.textContent, m.style.left])).toEqual([
      ["$0", "0%"],
      ["$100", "100%"],
    ]);
  });

  it("moves the nearer thumb when the track is pressed", () => {
    expect(nearestThumb(10, [20, 80])).toBe(0);
    expect(nearestThumb(70, [20, 80])).toBe(1);
    expect(nearestThumb(60, [50, 50])).toBe(1);
    expect(nearestThumb(40, [50, 50])).toBe(0);
  });
});
