import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RadioGroup } from "./radio-group";
import { renderUi } from "./testing";

describe("RadioGroup", () => {
  it("is a named group whose options choose a value", async () => {
    const onChange = vi.fn();
    renderUi(
      <RadioGroup
        legend="Metal"
        value="gold"
        onChange={onChange}
        options={[
          { label: "Gold", value: "gold" },
          { label: "Silver", value: "silver" },
          { label: "Platinum", value: "platinum", disabled: true },
        ]}
      />,
    );
    expect(screen.getByRole("group", { name: "Metal" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Gold" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "Platinum" }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.setup().click(screen.getByRole("radio", { name: "Silver" }));
    expect(onChange).toHaveBeenCalledWith("silver");
  });
});
