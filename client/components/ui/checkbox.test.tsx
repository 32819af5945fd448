import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Checkbox } from "./checkbox";
import { renderUi } from "./testing";

describe("Checkbox", () => {
  it("reports its state and shows mixed when indeterminate", async () => {
    const onChange = vi.fn();
    renderUi(<Checkbox checked={false} onChange={onChange} label="All colours" indeterminate />);
    const box = screen.getByRole("checkbox", { name: "All colours" }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    await userEvent.setup().click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
