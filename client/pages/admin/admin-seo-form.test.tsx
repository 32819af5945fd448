import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PageTitleRow } from "~/shared/admin-types";
import { PageTitleForm } from "./admin-seo-form";
import { renderWithApi } from "./admin-testing";

const ORIGINS = { us: "http://us.localhost:8787", de: "http://de.localhost:8787" };
const ROW: PageTitleRow = { store: "de", language: "de", routePath: "category-rings", seoTitle: "Ringe", seoDescription: "", seoKeywords: "" };

afterEach(() => vi.unstubAllGlobals());

describe("the page title form", () => {
  it("checks the fields with the shared schema before sending anything, and shows the live URL of a real page only", async () => {
    const { user, fetch } = renderWithApi(<PageTitleForm row="new" origins={ORIGINS} onClose={() => {}} saved={() => {}} />);
    await user.type(screen.getByLabelText("Page path"), "/categroy-rings");
    expect(screen.queryByTestId("seo-live-url")).toBeNull();
    await user.type(screen.getByLabelText("Title"), "x".repeat(71));
    await user.click(screen.getByRole("button", { name: "Create title" }));
    expect(screen.getByText("The shop has no page at this path. Check it for typos.")).toBeTruthy();
    expect(screen.getByText("Title can be at most 70 characters (search results cut longer ones off).")).toBeTruthy();
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Page path"));
    await user.type(screen.getByLabelText("Page path"), "/category-rings/");
    expect(screen.getByTestId("seo-live-url").getAttribute("href")).toBe("http://us.localhost:8787/category-rings");
  });

  it("edits a row's texts with its store, language and path fixed", async () => {
    const fetch = vi.fn(
      async (_url: string, init: RequestInit) =>
        new Response(JSON.stringify({ code: 200, message: "Page title saved.", data: JSON.parse(String(init.body)) })),
    );
    const saved = vi.fn();
    const { user } = renderWithApi(<PageTitleForm row={ROW} origins={ORIGINS} onClose={() => {}} saved={saved} />, fetch);
    expect(screen.getByRole("dialog", { name: "Edit the title of /category-rings" })).toBeTruthy();
    expect(screen.getByLabelText("Page path").hasAttribute("readonly")).toBe(true);
    expect(screen.getByTestId("seo-live-url").getAttribute("href")).toBe("http://de.localhost:8787/category-rings");
    await user.type(screen.getByLabelText("Description"), "Ringe aus Gold.");
    await user.click(screen.getByRole("button", { name: "Save title" }));
    expect(fetch.mock.calls[0][0]).toMatch(/admin\/seo\/update$/);
    expect(JSON.parse(String(fetch.mock.calls[0][1].body))).toEqual({ ...ROW, routePath: "/category-rings", seoDescription: "Ringe aus Gold." });
    expect(saved).toHaveBeenCalledOnce();
  });
});
