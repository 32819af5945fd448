import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Switch } from "./switch";
import { renderUi } from "./testing";

describe("Switch", () => {
  it("is a switch that toggles by click and keyboard", async () => {
    function Harness() {
      const [on, setOn] = useState(false);
      return <Switch checked={on} onChange={setOn} label="Gift wrap" />;
    }
    const user = userEvent.setup();
    renderUi(<Harness />);
    const toggle = screen.getByRole("switch", { name: "Gift wrap" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    await user.keyboard(" ");
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    await user.click(screen.getByText("Gift wrap"));
    expect(toggle.getAttribute("aria-checked")).toBe("true");
  });

  it("does nothing when disabled", async () => {
    const onChange = vi.fn();
    renderUi(<Switch checked={false} onChange={onChange} label="Off" disabled />);
    await userEvent.setup().click(screen.getByText("Off"));
    expect(onChange).not.toHaveBeenCalled();
  });
});
