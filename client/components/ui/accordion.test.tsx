import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Accordion } from "./accordion";
import { renderUi } from "./testing";

const sections = [
  { value: "a", title: "Shipping", content: "Ships in 3–5 days" },
  { value: "b", title: "Returns", content: "30 days" },
];

describe("Accordion", () => {
  it("opens and closes sections with their buttons", async () => {
    const user = userEvent.setup();
    renderUi(<Accordion items={sections} />);
    const shipping = screen.getByRole("button", { name: "Shipping" });
    expect(shipping.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("region", { name: "Shipping" })).toBeNull();
    await user.click(shipping);
    expect(shipping.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("region", { name: "Shipping" }).textContent).toBe("Ships in 3–5 days");
    await user.click(screen.getByRole("button", { name: "Returns" }));
    expect(shipping.getAttribute("aria-expanded")).toBe("true");
    await user.click(shipping);
    expect(shipping.getAttribute("aria-expanded")).toBe("false");
  });

  it("keeps one section open when single", async () => {
    const user = userEvent.setup();
    renderUi(<Accordion items={sections} single defaultOpen={["a"]} />);
    await user.click(screen.getByRole("button", { name: "Returns" }));
    expect(screen.getByRole("button", { name: "Shipping" }).getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("button", { name: "Returns" }).getAttribute("aria-expanded")).toBe("true");
  });
});
