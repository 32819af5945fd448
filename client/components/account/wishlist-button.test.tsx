import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInShell, stubApi } from "./test-shell";
import { WishlistButton } from "./wishlist-button";

afterEach(() => vi.unstubAllGlobals());

describe("WishlistButton", () => {
  it("loads the list once for every heart, and toggles a product in and out", async () => {
    const api = stubApi({
      "account/wishlist": { code: 200, data: [{ spuCode: "RING-1", addedAt: 1 }] },
      "account/wishlistAdd": { code: 200, message: "Added to your wishlist." },
      "account/wishlistRemove": { code: 200, message: "Removed from your wishlist." },
    });
    vi.stubGlobal("fetch", api.fetch);
    await renderInShell(
      <>
        <WishlistButton spuCode="RING-1" productName="Halo ring" />
        <WishlistButton spuCode="NECK-2" productName="Pearl necklace" />
      </>,
      { signedIn: false },
    );
    const ring = screen.getByRole<HTMLButtonElement>("button", { name: "Save Halo ring to my wishlist" });
    const necklace = screen.getByRole<HTMLButtonElement>("button", { name: "Save Pearl necklace to my wishlist" });
    // The first render (what a cached page's HTML shows everyone) knows nothing of this visitor.
    expect(ring.disabled).toBe(true);
    expect(ring.getAttribute("aria-pressed")).toBe("false");
    await vi.waitFor(() => expect(ring.getAttribute("aria-pressed")).toBe("true"));
    expect(ring.disabled).toBe(false);
    expect(necklace.getAttribute("aria-pressed")).toBe("false");
    expect(api.calls.filter((c) => c.path === "account/wishlist")).toHaveLength(1);

    await userEvent.click(necklace);
    await vi.waitFor(() => expect(necklace.getAttribute("aria-pressed")).toBe("true"));
    await userEvent.click(ring);
    await vi.waitFor(() => expect(ring.getAttribute("aria-pressed")).toBe("false"));
    expect(api.calls.slice(1)).toEqual([
      { path: "account/wishlistAdd", body: { spuCode: "NECK-2" } },
      { path: "account/wishlistRemove", body: { spuCode: "RING-1" } },
    ]);
    expect(screen.getAllByRole("status").map((s) => s.textContent)).toContain("Removed from your wishlist.");
  });
});
