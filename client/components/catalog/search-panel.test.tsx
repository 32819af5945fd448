import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { card } from "~/shared/test/catalog-fixtures";
import { readRecentSearches } from "../../lib/recent-searches";
import { shellStore, stubApi } from "../../test/shell-fixture";
import { renderUi } from "../ui/testing";
import { SearchPanel } from "./search-panel";

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const ok = (data: unknown) => ({ code: 200, message: "success", data });
const answers = {
  "category/searchPanel": () => ok({ popularKeywords: ["moissanite"], popularProducts: [card({ title: "Tennis chain" })] }),
  "category/searchHighlight": (body: unknown) =>
    ok(
      (body as { content: string }).content.startsWith("ri")
        ? [
            { kind: "category", text: "Rings", html: "<mark>Ri</mark>ngs", href: "/category-rings" },
            { kind: "product", text: "Moissanite ring", html: "Moissanite <mark>ri</mark>ng &amp; band", href: "/product-moissanite-ring-p1.html" },
          ]
        : [],
    ),
  "category/findCategoryUrlKey": (body: unknown) => {
    const content = (body as { content: string }).content;
    return ok(
      content === "rings"
        ? { urlKey: "rings", href: "/category-rings" }
        : { urlKey: null, href: `/search?q=${encodeURIComponent(content).replace(/%20/g, "+")}` },
    );
  },
};

const setup = () => {
  const api = stubApi(answers);
  vi.stubGlobal("fetch", api.fetch);
  const user = userEvent.setup();
  renderUi(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <SearchPanel />
            <Where />
          </>
        }
      />
    </Routes>,
    { store: shellStore() },
  );
  return { user, api, input: screen.getByRole("combobox", { name: /search/i }) };
};

describe("header search panel", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("shows recent searches, popular keywords and popular products before typing", async () => {
    localStorage.setItem("he-recentSearches", JSON.stringify(["gold hoops"]));
    const { user, input } = setup();
    await user.click(input);
    expect(await screen.findByRole("button", { name: "moissanite" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "gold hoops" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Tennis chain/ })).toBeTruthy();
  });

  it("suggests while typing, with the matched part highlighted and the rest escaped", async () => {
    const { user, input } = setup();
    await user.type(input, "ri");
    const options = await screen.findAllByRole("option");
    expect(options).toHaveLength(2);
    expect(options[1].innerHTML).toContain("Moissanite <mark>ri</mark>ng &amp; band");
    expect(input.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input.getAttribute("aria-activedescendant")).toBe(options[1].id);
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("where").textContent).toBe("/product-moissanite-ring-p1.html");
  });

  it("sends a word that names a category to that category, others to the search page", async () => {
    const { user, input } = setup();
    await user.type(input, "rings{Enter}");
    await vi.waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/category-rings"));
    await user.clear(input);
    await user.type(input, "gold hoops{Enter}");
    await vi.waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/search?q=gold+hoops"));
    expect(readRecentSearches()).toEqual(["gold hoops", "rings"]);
  });
});
