import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Breadcrumb } from "./breadcrumb";
import { renderUi } from "./testing";

describe("Breadcrumb", () => {
  it("links the trail and marks the last item as the current page", () => {
    renderUi(<Breadcrumb items={[{ label: "Home", to: "/" }, { label: "Rings", to: "/category-rings" }, { label: "Gold ring" }]} />);
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(nav.querySelectorAll("a")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Rings" }).getAttribute("href")).toBe("/category-rings");
    expect(screen.getByText("Gold ring").getAttribute("aria-current")).toBe("page");
  });
});
