import { screen } from "@testing-library/react";
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { cartCountAtom } from "../../atoms/shell";
import { renderUi } from "../ui/testing";
import { CartLink } from "./cart-link";

describe("the header's bag link", () => {
  it("shows no badge for an empty bag", () => {
    renderUi(<CartLink />);
    expect(screen.getByRole("link", { name: "Shopping bag, 0 items" })).toHaveProperty("pathname", "/cart");
    expect(screen.queryByTestId("header-cart-badge")).toBeNull();
  });

  it("caps the badge at 99 but names the real count", () => {
    const store = createStore();
    store.set(cartCountAtom, 120);
    renderUi(<CartLink />, { store });
    expect(screen.getByTestId("header-cart-badge").textContent).toBe("99+");
    expect(screen.getByRole("link", { name: "Shopping bag, 120 items" })).toBeTruthy();
  });
});
