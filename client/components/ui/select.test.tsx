import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Select, stepOption, type SelectOption } from "./select";
import { renderUi } from "./testing";

const options: SelectOption[] = [
  { name: "United States", value: "US", img: "/favicon.svg" },
  { name: "United Kingdom", value: "GB", disabled: true },
  { name: "Germany", value: "DE", iconColor: "#000" },
  { name: "France", value: "FR" },
];

const combobox = () => screen.getByRole("combobox");

describe("Select", () => {
  it("shows the placeholder Select, 40px high, with its list at z-index 5000", () => {
    renderUi(<Select label="Country" options={options} />);
    expect(combobox().textContent).toContain("Select");
    expect(combobox().getAttribute("aria-expanded")).toBe("false");
    expect((combobox().parentElement as HTMLElement).style.getPropertyValue("--select-height")).toBe("40px");
    expect(screen.getByRole("listbox", { hidden: true }).style.zIndex).toBe("5000");
  });

  it("starts from the option marked selected and shows its picture and colour", () => {
    const { container } = renderUi(<Select label="Country" options={options.map((o) => ({ ...o, selected: o.value === "DE" }))} />);
    expect(combobox().textContent).toBe("Germany");
    expect(screen.getByRole("option", { name: "Germany", hidden: true }).getAttribute("aria-selected")).toBe("true");
    expect(container.querySelector(".ui-select__swatch")).not.toBeNull();
    expect(container.querySelector("img.ui-select__img")?.getAttribute("alt")).toBe("");
  });

  it("is operated with the keyboard, skipping disabled options", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderUi(<Select label="Country" options={options} onChange={onChange} />);
    await user.tab();
    await user.keyboard("{ArrowDown}");
    expect(combobox().getAttribute("aria-expanded")).toBe("true");
    const active = () => document.getElementById(combobox().getAttribute("aria-activedescendant")!)?.textContent;
    expect(active()).toBe("United States");
    await user.keyboard("{ArrowDown}");
    expect(active()).toBe("Germany");
    await user.keyboard("{End}");
    expect(active()).toBe("France");
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("FR", options[3]);
    expect(combobox().getAttribute("aria-expanded")).toBe("false");
    expect(combobox().textContent).toBe("France");
    await user.keyboard("g");
    expect(active()).toBe("Germany");
    await user.keyboard("{Escape}");
    expect(combobox().getAttribute("aria-expanded")).toBe("false");
    expect(combobox().textContent).toBe("France");
  });

  it("chooses with the mouse and ignores disabled options", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderUi(<Select label="Country" options={options} value="US" onChange={onChange} />);
    await user.click(combobox());
    await user.click(screen.getByRole("option", { name: "United Kingdom" }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(combobox());
    await user.click(screen.getByRole("option", { name: "Germany" }));
    expect(onChange).toHaveBeenCalledWith("DE", options[2]);
  });

  it("steps over disabled options and stops at the ends", () => {
    expect(stepOption(options, 0, 1)).toBe(2);
    expect(stepOption(options, 2, -1)).toBe(0);
    expect(stepOption(options, 3, 1)).toBe(3);
  });
});
