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

describe("listing pager: pages reached by key", () => {
  const keyed = (page: number, from?: string) => `/category-rings?page=${page}${from ? `&from=${from}` : ""}`;

  it("carries the next and previous pages' keys on their links, step and number alike, and no key elsewhere", () => {
    renderUi(<Pager page={50} pageCount={80} total={1900} hrefFor={keyed} keys={{ next: "n51", previous: "p49" }} />);
    const href = (name: string) => screen.getByRole("link", { name }).getAttribute("href");
    expect(href("Next")).toBe("/category-rings?page=51&from=n51");
    expect(href("Previous")).toBe("/category-rings?page=49&from=p49");
    expect(href("Page 51")).toBe("/category-rings?page=51&from=n51");
    expect(href("Page 49")).toBe("/category-rings?page=49&from=p49");
    expect(href("Page 1")).toBe("/category-rings?page=1");
    expect(href("Page 80")).toBe("/category-rings?page=80");
    expect(screen.getByRole("link", { name: "Page 50" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("rel")).toBe("next");
  });

  it("links by number where a key is not known", () => {
    renderUi(<Pager page={50} pageCount={80} total={1900} hrefFor={keyed} keys={{ next: "n51" }} />);
    expect(screen.getByRole("link", { name: "Previous" }).getAttribute("href")).toBe("/category-rings?page=49");
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/category-rings?page=51&from=n51");
  });
});
