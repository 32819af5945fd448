import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OrderDetailView } from "~/shared/account-order-types";
import { renderInShell, stubApi } from "../../components/account/test-shell";
import OrderDetailPage from "./order-detail-page";

afterEach(() => vi.unstubAllGlobals());

const eur = (amount: number) => ({ amount, currency: "EUR" as const, formatted: `${amount.toFixed(2).replace(".", ",")} €` });

function detail(overrides: Partial<OrderDetailView> = {}, status = "unpaid"): OrderDetailView {
  return {
    order: {
      orderNumber: "DE202611230001",
      status,
      orderType: "normal",
      email: "anna@example.com",
      currency: "EUR",
      createdAt: Date.UTC(2026, 10, 23, 9),
      paymentMethod: "card",
      shippingMethod: "standard",
      lines: [{ title: "Moonstone ring", quantity: 2, lineTotal: eur(184), color: "Silver", size: "7", signature: "A&M" }],
      subtotal: eur(184),
      discount: eur(0),
      jewelSafe: eur(0),
      shipping: eur(0),
      total: eur(184),
      wallet: eur(0),
      couponCode: null,
    },
    shippingAddress: {
      firstName: "Anna",
      lastName: "Schmidt",
      address1: "Hauptstraße 5",
      address2: "",
      country: "DE",
      state: "",
      city: "Berlin",
      postcode: "10115",
      phone: "+49 30 1234567",
      certificateType: "",
      certificateNumber: "",
      cpf: "",
      idNumber: "",
    },
    billingAddress: null,
    shipCountry: "DE",
    tracking: { carrier: null, trackingNumber: null, events: [] },
    cancelMode: "cancel",
    retryUntil: Date.UTC(2026, 10, 24, 9),
    methods: ["card", "paypal"],
    differences: [],
    withdrawal: { withdrawable: false, withdrawnAt: null },
    ...overrides,
  };
}

describe("the order detail page", () => {
  it("shows items, totals and address, and reminds to pay an unpaid order: Continue pays again with the chosen method", async () => {
    const api = stubApi({ "order/pay": { code: 200, data: { paymentUrl: "/payment/sandbox/abc" } } });
    vi.stubGlobal("fetch", api.fetch);
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    await renderInShell(<OrderDetailPage data={detail()} params={{}} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Order DE202611230001");
    expect(screen.getByText("Moonstone ring")).toBeTruthy();
    expect(screen.getByText("Engraving: A&M")).toBeTruthy();
    expect(screen.getByTestId("order-status").textContent).toBe("Unpaid");
    expect(screen.getByText(/Hauptstraße 5/)).toBeTruthy();
    expect(screen.getByText("No logistics information yet")).toBeTruthy();
    const reminder = screen.getByTestId("pay-reminder");
    expect(reminder.textContent).toContain("Please pay by Nov 24, 2026");
    await userEvent.click(within(reminder).getByRole("radio", { name: /PayPal/ }));
    await userEvent.click(within(reminder).getByRole("button", { name: "Continue" }));
    // The provider's page comes after the loading overlay's pause (1 s).
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/payment/sandbox/abc"), { timeout: 3000 });
    expect(api.calls).toEqual([{ path: "order/pay", body: { orderNumber: "DE202611230001", paymentMethod: "paypal" } }]);
  });

  it("offers the customer's saved card on Continue when the provider keeps one, and pays with it", async () => {
    const api = stubApi({ "order/pay": { code: 200, data: { paymentUrl: "/payment/sandbox/saved" } } });
    vi.stubGlobal("fetch", api.fetch);
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    await renderInShell(<OrderDetailPage data={detail({ methods: ["storedCard", "card", "paypal"] })} params={{}} />);
    const reminder = screen.getByTestId("pay-reminder");
    const saved = within(reminder).getByRole("radio", { name: /Saved card/ });
    await userEvent.click(saved);
    expect((saved as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(reminder).getByRole("button", { name: "Continue" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/payment/sandbox/saved"), { timeout: 3000 });
    expect(api.calls).toEqual([{ path: "order/pay", body: { orderNumber: "DE202611230001", paymentMethod: "storedCard" } }]);
  });

  it("lists the price differences asked for the order: reason, amount, paid or not, and the link to pay an open one", async () => {
    const differences = [
      { reason: "Larger size", amount: eur(12.5), paid: true, payUrl: null },
      { reason: "Gold plating", amount: eur(20), paid: false, payUrl: "/checkout?orderType=custommade&customMadeParam=pd-abc" },
    ];
    await renderInShell(<OrderDetailPage data={detail({ differences }, "processing")} params={{}} />);
    const list = screen.getByTestId("order-differences");
    const [paid, open] = within(list).getAllByRole("listitem");
    expect(paid.textContent).toBe("Larger size · 12,50 € · Paid");
    expect(open.textContent).toContain("Gold plating · 20,00 € · Not paid yet");
    expect(within(open).getByRole("link", { name: "Pay 20,00 €" }).getAttribute("href")).toBe(differences[1].payUrl);
  });

  it("links the withdrawal button while the order can be withdrawn from, and shows the withdrawal once made", async () => {
    const open = await renderInShell(
      <OrderDetailPage data={detail({ withdrawal: { withdrawable: true, withdrawnAt: null } }, "shipped")} params={{}} />,
    );
    const link = screen.getByRole("link", { name: "Withdraw from contract here" });
    expect(link.getAttribute("href")).toBe("/withdrawal?orderNumber=DE202611230001");
    open.unmount();
    await renderInShell(
      <OrderDetailPage data={detail({ withdrawal: { withdrawable: false, withdrawnAt: Date.UTC(2026, 10, 25, 14, 5) } }, "shipped")} params={{}} />,
    );
    expect(screen.getByTestId("order-withdrawn").textContent).toBe("You withdrew from this contract on Nov 25, 2026, 2:05 PM UTC.");
    expect(screen.queryByRole("link", { name: "Withdraw from contract here" })).toBeNull();
  });

  it("cancels only after the confirmation dialog, then shows the new status without Cancel", async () => {
    const cancelled = detail({ cancelMode: null, retryUntil: null, methods: [] }, "cancelled");
    const api = stubApi({ "account/cancelOrder": { code: 200, message: "Your order has been cancelled.", data: cancelled } });
    vi.stubGlobal("fetch", api.fetch);
    await renderInShell(<OrderDetailPage data={detail()} params={{}} />);
    await userEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    const dialog = screen.getByRole("dialog", { hidden: true });
    expect(dialog.textContent).toContain("Order DE202611230001 will be cancelled. This cannot be undone.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep the order", hidden: true }));
    expect(api.calls).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes, cancel the order", hidden: true }));
    await vi.waitFor(() => expect(screen.getByTestId("order-status").textContent).toBe("Cancelled"));
    expect(api.calls).toEqual([{ path: "account/cancelOrder", body: { orderNumber: "DE202611230001" } }]);
    expect(screen.getByTestId("order-notice").textContent).toBe("Your order has been cancelled.");
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(screen.queryByTestId("pay-reminder")).toBeNull();
  });

  it("warns that a paid order is refunded, and offers no Cancel once shipped", async () => {
    const { unmount } = await renderInShell(<OrderDetailPage data={detail({ cancelMode: "refund", retryUntil: null }, "processing")} params={{}} />);
    await userEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    expect(screen.getByRole("dialog", { hidden: true }).textContent).toContain("refunded to the payment method you used");
    unmount();

    const shipped = detail(
      {
        cancelMode: null,
        retryUntil: null,
        tracking: {
          carrier: "DHL",
          trackingNumber: "JD0001",
          events: [{ at: Date.UTC(2026, 10, 25), description: "Handed to DHL", location: "Berlin" }],
        },
      },
      "shipped",
    );
    await renderInShell(<OrderDetailPage data={shipped} params={{}} />);
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(screen.getByTestId("order-tracking").textContent).toContain("JD0001");
    expect(screen.getByTestId("order-tracking").textContent).toContain("Handed to DHL · Berlin");
  });

  it("checks a change request with the shared schema, then sends it and shows the 24–48 hours answer", async () => {
    const answer = "Thank you. Customer service has your request and will reply within 24–48 hours.";
    const api = stubApi({ "account/orderChangeRequest": { code: 200, message: answer, data: { ticketNumber: "T1" } } });
    vi.stubGlobal("fetch", api.fetch);
    await renderInShell(<OrderDetailPage data={detail()} params={{}} />);
    const field = screen.getByRole("textbox", { name: "Your request" });
    await userEvent.type(field, "Size 7");
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    await vi.waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Please describe your request in at least 10 characters.")).toBeTruthy();
    expect(api.calls).toEqual([]);

    await userEvent.type(field, " instead of 6, please.");
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    await vi.waitFor(() => expect(screen.getByTestId("change-status").textContent).toBe(answer));
    expect(api.calls).toEqual([
      { path: "account/orderChangeRequest", body: { orderNumber: "DE202611230001", message: "Size 7 instead of 6, please." } },
    ]);
    expect((field as HTMLTextAreaElement).value).toBe("");
  });
});
