import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../../components/ui/testing";
import { Pager } from "./pager";

const hrefFor = (page: number) => `/category-rings?page=${page}`;

describe("listing pager: the item count", () => {
  it("says the exact total, and a capped one as at least that many", () => {
    const { unmount } = renderUi(<Pager page={1} pageCount={3} total={61} hrefFor={hrefFor} />);
    expect(screen.getByText("total 61 items")).toBeTruthy();
    unmount();
    renderUi(<Pager page={12} pageCount={13} total={250} totalCapped hrefFor={hrefFor} />);
    expect(screen.getByText("total 250+ items")).toBeTruthy();
    // The page past the current one stays reachable while more items follow.
    expect(screen.getByRole("link", { name: "Page 13" }).getAttribute("href")).toBe("/category-rings?page=13");
  });
});
