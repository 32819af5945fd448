import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Link as RouterLink, MemoryRouter, type LinkProps } from "react-router";
import { describe, expect, it } from "vitest";
import { isPlainPath, ServerLink } from "./link";

const html = (link: ReactElement) => renderToStaticMarkup(<MemoryRouter initialEntries={["/category-rings?page=3"]}>{link}</MemoryRouter>);

describe("ServerLink", () => {
  const cases: LinkProps[] = [
    { to: "/product-amara-classic-wedding-band-100175.html" },
    { to: "/category-rings?sort=price_asc&page=2#list", className: "card__link", "aria-label": "Rings" },
    { to: "/help/shipping-info", discover: "none", target: "_blank", rel: "noopener" },
    { to: "?page=2" },
    { to: "/a/../category-rings" },
    { to: { pathname: "/cart", search: "?from=header" } },
    { to: "/search?" },
  ];

  it.each(cases)("writes the same anchor as React Router's Link for %o", (props) => {
    expect(html(<ServerLink {...props}>go</ServerLink>)).toBe(html(<RouterLink {...props}>go</RouterLink>));
  });
});

describe("isPlainPath", () => {
  it("takes only paths React Router resolves to themselves", () => {
    expect(isPlainPath("/category-rings?page=2#top")).toBe(true);
    expect(isPlainPath("?page=2")).toBe(false);
    expect(isPlainPath("//elsewhere.example/x")).toBe(false);
    expect(isPlainPath("/a/./b")).toBe(false);
    expect(isPlainPath("/a//b")).toBe(false);
    expect(isPlainPath("/search?")).toBe(false);
    expect(isPlainPath({ pathname: "/cart" })).toBe(false);
  });
});
