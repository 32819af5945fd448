import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { nextIndex } from "./roving";
import { Tabs, type TabItem } from "./tabs";
import { renderUi } from "./testing";

const items: TabItem[] = [
  { title: "Details", value: "details", icon: <span data-testid="icon">i</span> },
  { title: "Reviews", value: "reviews", afterIcon: <span data-testid="after">4</span> },
  { title: "Sizes", value: "sizes", disabled: true },
  { title: "Shipping", value: "shipping" },
];

describe("Tabs", () => {
  it("selects the first tab and shows its panel, with icons before and after titles", () => {
    renderUi(
      <Tabs items={items} label="Product">
        {(v) => `panel ${v}`}
      </Tabs>,
    );
    expect(screen.getByRole("tab", { name: /Details/ }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("panel details");
    expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(screen.getByRole("tab", { name: /Details/ }).id);
    expect(screen.getByTestId("icon").parentElement?.nextSibling?.textContent).toBe("Details");
    expect(screen.getByTestId("after").parentElement?.previousSibling?.textContent).toBe("Reviews");
  });

  it("moves and selects with arrow keys, skipping disabled tabs and wrapping", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderUi(
      <Tabs items={items} label="Product" onChange={onChange}>
        {(v) => v}
      </Tabs>,
    );
    await user.click(screen.getByRole("tab", { name: /Details/ }));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: /Reviews/ }));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Shipping" }));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: /Details/ }));
    await user.keyboard("{End}");
    expect(screen.getByRole("tabpanel").textContent).toBe("shipping");
    await user.keyboard("{Home}");
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(["reviews", "shipping", "details", "shipping", "details"]);
  });

  it("keeps only the selected tab in the tab order", () => {
    renderUi(<Tabs items={items} label="Product" value="reviews" />);
    expect(screen.getAllByRole("tab").map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1]);
  });
});

describe("nextIndex", () => {
  it("returns null for keys it does not handle", () => {
    expect(nextIndex("a", 0, [false, false])).toBeNull();
    expect(nextIndex("ArrowLeft", 0, [false, true, false])).toBe(2);
    expect(nextIndex("ArrowDown", 0, [false, false], "vertical")).toBe(1);
  });
});
