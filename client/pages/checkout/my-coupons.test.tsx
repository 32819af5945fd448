import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CouponView } from "~/shared/account-types";
import { renderInShell, stubApi } from "../../components/account/test-shell";
import { MyCoupons } from "./my-coupons";

const coupon = (code: string, status: CouponView["status"], extra: Partial<CouponView> = {}): CouponView => ({
  code,
  source: "campaign",
  status,
  discount: "10%",
  minSubtotal: null,
  startsAt: 0,
  expiresAt: Date.UTC(2026, 11, 31),
  usedAt: null,
  orderNumber: null,
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe("MyCoupons", () => {
  it("lists the usable coupons only and applies one through the cart", async () => {
    const api = stubApi({
      "account/coupons": {
        code: 200,
        data: [
          coupon("WELCOME-123456", "active", { source: "welcome" }),
          coupon("SPRING15", "active", { discount: "$15.00", minSubtotal: "$100.00" }),
          coupon("OLD", "expired"),
        ],
      },
      "cart/applyCoupon": { code: 200, message: "Coupon SPRING15 applied successfully." },
    });
    vi.stubGlobal("fetch", api.fetch);
    await renderInShell(<MyCoupons appliedCode="welcome-123456" />);
    expect(await screen.findByRole("heading", { name: "My coupons" })).toBeTruthy();
    expect(screen.queryByText("OLD")).toBeNull();
    // The applied one says so instead of offering itself again.
    expect(screen.queryByRole("button", { name: "Use WELCOME-123456" })).toBeNull();
    expect(screen.getByText("Applied")).toBeTruthy();
    expect(screen.getByText(/Minimum order \$100\.00 · Valid until Dec 31, 2026/)).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Use SPRING15" }));
    expect(await screen.findByText("Coupon SPRING15 applied successfully.")).toBeTruthy();
    expect(api.calls.at(-1)).toEqual({ path: "cart/applyCoupon", body: { code: "SPRING15" } });
  });

  it("shows the server's refusal as an alert", async () => {
    vi.stubGlobal(
      "fetch",
      stubApi({
        "account/coupons": { code: 200, data: [coupon("SPRING15", "active")] },
        "cart/applyCoupon": { code: 400, message: "This coupon needs a subtotal of at least $100.00." },
      }).fetch,
    );
    await renderInShell(<MyCoupons appliedCode={null} />);
    await userEvent.click(await screen.findByRole("button", { name: "Use SPRING15" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This coupon needs a subtotal of at least $100.00.");
  });

  it("is not shown to visitors", async () => {
    const api = stubApi({});
    vi.stubGlobal("fetch", api.fetch);
    const { container } = await renderInShell(<MyCoupons appliedCode={null} />, { signedIn: false });
    expect(container.textContent).toBe("");
    expect(api.calls).toEqual([]);
  });
});
