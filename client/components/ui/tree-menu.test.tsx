import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "./testing";
import { TreeMenu } from "./tree-menu";

describe("TreeMenu", () => {
  const items = [
    {
      text: "Account",
      children: [
        { text: "Orders", value: "orders", dot: true },
        { text: "Coupons", value: "coupons" },
      ],
    },
    { text: "Help", to: "/help/faqs" },
  ];

  it("opens branches and selects leaves; a dot flag reads as new", async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    renderUi(<TreeMenu items={items} label="Account menu" active="coupons" onSelect={onSelect} />);
    expect(screen.getByRole("navigation", { name: "Account menu" })).toBeTruthy();
    const branch = screen.getByRole("button", { name: "Account" });
    expect(screen.queryByText("Orders")).toBeNull();
    await user.click(branch);
    expect(branch.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("button", { name: "Orders new" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Coupons" }).getAttribute("aria-current")).toBe("page");
    await user.click(screen.getByRole("button", { name: "Orders new" }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: "orders" }));
    expect(screen.getByRole("link", { name: "Help" }).getAttribute("href")).toBe("/help/faqs");
  });
});
