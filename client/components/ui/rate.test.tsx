import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { filledPx, Rate, starFill, type RateProps } from "./rate";
import { renderUi } from "./testing";

function Harness(props: Partial<RateProps> & { initial?: number }) {
  const [value, setValue] = useState(props.initial ?? 0);
  return (
    <>
      <Rate {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const value = () => screen.getByTestId("value").textContent;
const star = (name: string) => screen.getByRole("radio", { name });

describe("Rate", () => {
  it("has 5 whole stars by default, 18px, gold, 4px apart", () => {
    renderUi(<Harness />);
    expect(screen.getByRole("group", { name: "Rating" })).toBeTruthy();
    expect(screen.getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual(["1", "2", "3", "4", "5"]);
    expect(star("1 star")).toBeTruthy();
    const style = screen.getByRole("group").style;
    expect([style.getPropertyValue("--rate-size"), style.getPropertyValue("--rate-color"), style.getPropertyValue("--rate-gap")]).toEqual([
      "18px",
      "gold",
      "4px",
    ]);
  });

  it("offers half steps only with allowHalf", () => {
    renderUi(<Harness allowHalf count={3} />);
    expect(screen.getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual(["0.5", "1", "1.5", "2", "2.5", "3"]);
    expect(star("2.5 stars")).toBeTruthy();
  });

  it("clears to 0 when the same value is clicked, only with allowClear", async () => {
    const user = userEvent.setup();
    const { unmount } = renderUi(<Harness initial={3} allowClear />);
    await user.click(star("3 stars"));
    expect(value()).toBe("0");
    await user.click(star("4 stars"));
    expect(value()).toBe("4");
    unmount();
    renderUi(<Harness initial={3} />);
    await user.click(star("3 stars"));
    expect(value()).toBe("3");
  });

  it("is operated with the keyboard", async () => {
    const user = userEvent.setup();
    renderUi(<Harness initial={2} allowClear />);
    await user.tab();
    expect(document.activeElement).toBe(star("2 stars"));
    await user.keyboard("{ArrowRight}");
    expect(value()).toBe("3");
    await user.keyboard(" ");
    expect(value()).toBe("0");
  });

  it("shows an average read-only, filling stars in proportion", () => {
    renderUi(<Rate value={4.4} readOnly />);
    const display = screen.getByRole("img", { name: "4.4 out of 5 stars" });
    expect(display.querySelectorAll("input")).toHaveLength(0);
    // One element, its fill ending 0.4 into the fifth 18 px star (4 stars and 4 gaps of 4 px before it).
    expect(display.childElementCount).toBe(0);
    expect(display.style.getPropertyValue("--rate-filled")).toBe("95.2px");
    expect(filledPx(4.4, 5, 18, 4)).toBe(95.2);
    expect(filledPx(7, 5, 18, 4)).toBe(110);
    expect(filledPx(-1, 5, 18, 4)).toBe(0);
    expect(starFill(4.4, 5)).toBeCloseTo(0.4);
    expect(starFill(4.4, 4)).toBe(1);
    expect(starFill(4.4, 6)).toBe(0);
  });
});
