import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { detail, sku } from "~/shared/test/catalog-fixtures";
import { renderUi } from "../../components/ui/testing";
import { shellStore, stubApi } from "../../test/shell-fixture";
import ProductPage from "./product-page";

const gold = { name: "Gold", hex: "#d4af37" };
const silver = { name: "Silver", hex: "#c0c0c0" };
const picture = (n: number) => ({ key: `products/he100/${n}.jpg`, width: 800, height: 800, alt: `Picture ${n}` });
// Silver has its own picture (the CSV's Variant Image, docs/decisions/1000-catalogue-import.md); gold has none.
const product = detail({
  images: [picture(1), picture(2), picture(3)],
  skus: [
    sku({ skuCode: "G6", color: gold, size: "6" }),
    sku({ skuCode: "S6", color: silver, size: "6", image: 2 }),
    sku({ skuCode: "S7", color: silver, size: "7", image: 2 }),
  ],
});

const mainImage = () => screen.getByTestId("gallery-main").querySelector("img")!.getAttribute("alt");

describe("product page: a variant's picture", () => {
  beforeEach(() => vi.stubGlobal("fetch", stubApi({}).fetch));
  afterEach(() => vi.unstubAllGlobals());

  it("shows the chosen variant's own picture and leaves the gallery where it is for one without", async () => {
    const user = userEvent.setup();
    renderUi(<ProductPage data={{ product, origin: "https://www.example.com", brand: "Heliora" }} params={{}} />, { store: shellStore() });
    expect(mainImage()).toBe("Picture 1");
    await user.click(screen.getByRole("radio", { name: "Silver" }));
    expect(mainImage()).toBe("Picture 3");
    expect(screen.getByRole("button", { name: "Show image 3 of 3" }).getAttribute("aria-pressed")).toBe("true");
    // The shopper may still look at other pictures; picking gold (no picture of its own) keeps theirs.
    await user.click(screen.getByRole("button", { name: "Show image 2 of 3" }));
    await user.click(screen.getByRole("radio", { name: "Gold" }));
    expect(mainImage()).toBe("Picture 2");
  });
});
