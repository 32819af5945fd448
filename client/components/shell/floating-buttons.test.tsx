import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BACK_TO_TOP_THRESHOLD_PX, CART_BADGE_CAP } from "~/shared/constants";
import { cartCountAtom } from "../../atoms/shell";
import { shellStore } from "../../test/shell-fixture";
import { renderUi } from "../ui/testing";
import { cartBadge, FloatingButtons } from "./floating-buttons";

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

afterEach(() => {
  scrollTo(0);
  vi.restoreAllMocks();
});

describe("floating buttons", () => {
  it("show the cart button only when the bag holds something, its badge capped", () => {
    const store = shellStore();
    renderUi(<FloatingButtons page="home" />, { store });
    expect(screen.queryByTestId("cart-button")).toBeNull();
    act(() => store.set(cartCountAtom, 3));
    expect(screen.getByTestId("cart-button").getAttribute("aria-label")).toBe("Shopping bag, 3 items");
    expect(screen.getByTestId("cart-badge").textContent).toBe("3");
    act(() => store.set(cartCountAtom, 250));
    expect(screen.getByTestId("cart-badge").textContent).toBe(`${CART_BADGE_CAP}+`);
    expect([cartBadge(99), cartBadge(100)]).toEqual(["99", "99+"]);
  });

  it("offer back to top once the page is scrolled past 200 px, and scroll up", () => {
    const scroll = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    renderUi(<FloatingButtons page="home" />, { store: shellStore() });
    const backToTop = () => screen.queryByRole("button", { name: "Back to top" });
    expect(backToTop()).toBeNull();
    scrollTo(BACK_TO_TOP_THRESHOLD_PX);
    expect(backToTop()).toBeNull();
    scrollTo(BACK_TO_TOP_THRESHOLD_PX + 1);
    act(() => backToTop()!.click());
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    scrollTo(10);
    expect(backToTop()).toBeNull();
  });
});
