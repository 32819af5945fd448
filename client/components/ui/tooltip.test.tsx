import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderUi } from "./testing";
import { Tooltip } from "./tooltip";

describe("Tooltip", () => {
  const setup = () => {
    renderUi(
      <Tooltip content="Free over $160">
        <button type="button">Express</button>
      </Tooltip>,
    );
    return { button: screen.getByRole("button", { name: "Express" }), tip: screen.getByRole("tooltip", { hidden: true }) };
  };
  const isOpen = (tip: HTMLElement) => tip.classList.contains("ui-tooltip__tip--open");

  it("describes its trigger and sits at z-index 2000", () => {
    const { button, tip } = setup();
    expect(button.getAttribute("aria-describedby")).toBe(tip.id);
    expect(tip.style.zIndex).toBe("2000");
    expect(isOpen(tip)).toBe(false);
  });

  it("shows on keyboard focus and on hover; Escape dismisses it", async () => {
    const user = userEvent.setup();
    const { button, tip } = setup();
    await user.tab();
    expect(document.activeElement).toBe(button);
    expect(isOpen(tip)).toBe(true);
    await user.keyboard("{Escape}");
    expect(isOpen(tip)).toBe(false);
    await user.tab({ shift: true });
    fireEvent.mouseEnter(button.parentElement!);
    expect(isOpen(tip)).toBe(true);
    fireEvent.mouseLeave(button.parentElement!);
    expect(isOpen(tip)).toBe(false);
  });
});
