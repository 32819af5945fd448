import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { clampStep, Stepper } from "./stepper";
import { renderUi } from "./testing";

function Harness({ initial, min, max }: { initial: number; min?: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return <Stepper label="Quantity" value={value} onChange={setValue} min={min} max={max} />;
}

const minus = () => screen.getByRole("button", { name: "Decrease" }) as HTMLButtonElement;
const plus = () => screen.getByRole("button", { name: "Increase" }) as HTMLButtonElement;
const field = () => screen.getByRole("textbox", { name: "Quantity" }) as HTMLInputElement;

describe("Stepper", () => {
  it("has a minimum of 1 and no maximum by default", () => {
    expect(clampStep(0)).toBe(1);
    expect(clampStep(1e9)).toBe(1e9);
    expect(clampStep(Number.NaN)).toBe(1);
  });

  it("has a read-only field and disables − at the minimum", async () => {
    const user = userEvent.setup();
    renderUi(<Harness initial={2} />);
    expect(field().readOnly).toBe(true);
    await user.click(minus());
    expect(field().value).toBe("1");
    expect(minus().disabled).toBe(true);
    expect(plus().disabled).toBe(false);
  });

  it("disables + at the maximum", async () => {
    const user = userEvent.setup();
    renderUi(<Harness initial={2} max={3} />);
    await user.click(plus());
    expect(field().value).toBe("3");
    expect(plus().disabled).toBe(true);
  });

  it("shows a value outside the bounds clamped", () => {
    renderUi(<Harness initial={9} min={2} max={5} />);
    expect(field().value).toBe("5");
  });

  it("steps with the arrow keys on the field", async () => {
    const user = userEvent.setup();
    renderUi(<Harness initial={1} max={2} />);
    field().focus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(field().value).toBe("2");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(field().value).toBe("1");
  });
});
