import { describe, expect, it } from "vitest";
import { metaPathProblem, normalizeRoutePath, routePathOf } from "./page-meta";

describe("page meta paths", () => {
  it("keys what staff type or paste the way a shopper's request is looked up", () => {
    expect(routePathOf("/category-rings/")).toBe("category-rings");
    expect(routePathOf("category-rings?page=2#top")).toBe("category-rings");
    expect(routePathOf("https://de.heliora.com/category-rings?utm_source=x")).toBe("category-rings");
    expect(routePathOf("/")).toBe("");
    // Percent-encoded as a browser sends it, so it meets the request's own pathname.
    expect(routePathOf("/lookBooks/sommer-ä")).toBe(new URL("https://x.invalid/lookBooks/sommer-ä").pathname.slice(1));
    // Two slashes stay a path, never a host.
    expect(routePathOf("//evil.example/x")).toBe("evil.example/x");
    expect(routePathOf("https://[broken")).toBeNull();
    expect(normalizeRoutePath("/help/faqs?from=footer")).toBe("help/faqs");
  });

  it("lets only pages the shop answers without a query have meta of their own", () => {
    for (const path of ["", "category-rings", "help/faqs", "lookBooks", "product-gold-ring-HL100454.html"])
      expect(metaPathProblem(path), path).toBeNull();
    expect(metaPathProblem("categroy-rings")).toMatch(/no page at this path/);
    expect(metaPathProblem("help/nonsense")).toMatch(/no page at this path/);
    expect(metaPathProblem("search")).toMatch(/needs a query/);
    expect(metaPathProblem("admin")).toMatch(/cannot have a title/);
    expect(metaPathProblem("404")).toMatch(/cannot have a title/);
    expect(metaPathProblem("ui-kit")).toMatch(/no page at this path/);
  });
});
