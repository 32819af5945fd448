import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FreeGift } from "~/shared/catalog-types";
import { renderUi } from "../../components/ui/testing";
import FreeGiftPage from "./free-gift-page";

const gift = (over: Partial<FreeGift> = {}): FreeGift => ({
  code: "CPC2",
  getNow: true,
  soldOut: false,
  minSubtotalCents: 5000,
  from: "2026-11-01",
  until: "2026-12-31",
  productImage: { key: "gift.jpg", width: 800, height: 800 } as FreeGift["productImage"],
  title: "Moonstone studs",
  href: "/product-moonstone-studs.html",
  ...over,
});

describe("the free-gift page", () => {
  it("shows the campaign's minimum spend and dates, and how to claim the gift", () => {
    renderUi(<FreeGiftPage data={{ gift: gift(), hasCode: true, minimum: "$50.00" }} params={{}} />);
    expect(screen.getByTestId("free-gift-minimum").textContent).toBe("Orders of $50.00 or more (before any coupon) get the gift.");
    expect(screen.getByTestId("free-gift-dates").textContent).toBe("The campaign runs from Nov 1, 2026 to Dec 31, 2026.");
    expect(screen.getByText("How to claim it")).toBeTruthy();
  });

  it("says a sold-out gift has run out, as the promotion does, not that the campaign ended", () => {
    renderUi(<FreeGiftPage data={{ gift: gift({ getNow: false, soldOut: true, until: null }), hasCode: true, minimum: null }} params={{}} />);
    expect(screen.getByRole("status").textContent).toBe("The free gift has run out.");
    expect(screen.queryByText(/This campaign has ended/)).toBeNull();
    expect(screen.getByTestId("free-gift-minimum").textContent).toBe("Every order gets the gift, whatever its amount.");
    expect(screen.getByTestId("free-gift-dates").textContent).toBe("The campaign runs from Nov 1, 2026.");
  });

  it("says an ended campaign has ended", () => {
    renderUi(<FreeGiftPage data={{ gift: gift({ getNow: false, soldOut: false }), hasCode: true, minimum: "$50.00" }} params={{}} />);
    expect(screen.getByRole("status").textContent).toBe("This campaign has ended, so its gift can no longer be claimed.");
  });
});
