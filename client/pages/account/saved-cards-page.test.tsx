import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInShell, stubApi } from "../../components/account/test-shell";
import SavedCardsPage from "./saved-cards-page";

const visa = { id: "V1", brand: "visa", lastFour: "1111", expiryMonth: "03", expiryYear: "2030" };
const mc = { id: "M1", brand: "mc", lastFour: "4444", expiryMonth: "11", expiryYear: "2029" };

describe("the saved cards page", () => {
  it("lists brand, last four and expiry, and deletes a card only after the dialog's confirmation", async () => {
    const api = stubApi({ "account/cardDelete": { code: 200, message: "The card was deleted.", data: { cards: [visa] } } });
    vi.stubGlobal("fetch", api.fetch);
    const user = userEvent.setup();
    await renderInShell(<SavedCardsPage data={{ available: true, unreachable: false, cards: [visa, mc] }} params={{}} />);
    const items = screen.getAllByTestId("saved-card");
    expect(items.map((li) => li.textContent)).toEqual(["Visa ending in 1111Expires 03/2030Delete", "Mastercard ending in 4444Expires 11/2029Delete"]);

    await user.click(screen.getByRole("button", { name: "Delete Mastercard ending in 4444" }));
    expect(screen.getByText("Mastercard ending in 4444 will no longer be offered at checkout.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Keep card" }));
    expect(api.calls).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete Mastercard ending in 4444" }));
    await user.click(screen.getByRole("button", { name: "Delete card" }));
    await waitFor(() => expect(screen.getAllByTestId("saved-card")).toHaveLength(1));
    expect(api.calls).toEqual([{ path: "account/cardDelete", body: { id: "M1" } }]);
    const status = screen.getByTestId("saved-cards-status");
    expect(status.textContent).toBe("The card was deleted.");
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it("says when there are no cards, and when cards cannot be saved here", async () => {
    const { unmount } = await renderInShell(<SavedCardsPage data={{ available: true, unreachable: false, cards: [] }} params={{}} />);
    expect(screen.getByTestId("saved-cards-empty").textContent).toMatch(/You have no saved cards/);
    unmount();
    await renderInShell(<SavedCardsPage data={{ available: false, unreachable: false, cards: [] }} params={{}} />);
    expect(screen.getByText("Saving cards is not available in this shop.")).toBeTruthy();
  });
});

afterEach(() => vi.unstubAllGlobals());
