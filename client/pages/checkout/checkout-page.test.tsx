import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInShell, stubApi } from "../../components/account/test-shell";
import { renderUi } from "../../components/ui/testing";
import { checkoutData, usd } from "./checkout-fixture";
import CheckoutPage from "./checkout-page";

/** A cart order (the fixture's own is a price difference, which has no shipping to choose). */
const data = checkoutData({
  orderType: "normal",
  special: null,
  countries: [
    { iso2: "US", name: "United States", hasStates: true, postalRequired: true },
    { iso2: "MX", name: "Mexico", hasStates: true, postalRequired: true },
  ],
  shipping: [
    { method: "standard", price: usd(0), free: true, days: "7–15", freeFrom: null },
    { method: "express", price: usd(15), free: false, days: "5–7", freeFrom: usd(160) },
    { method: "threeDay", price: usd(25), free: false, days: "3", freeFrom: null },
  ],
});

describe("the checkout form", () => {
  it("closes express and 3-day shipping for a P.O. box and adds their price otherwise", async () => {
    const user = userEvent.setup();
    renderUi(<CheckoutPage data={data} params={{}} />);
    await user.click(screen.getByRole("radio", { name: /Express courier/ }));
    expect(screen.getByTestId("order-total").textContent).toBe("$55.00");
    await user.type(screen.getByLabelText("Street address"), "P.O. Box 12");
    expect(screen.getByRole("radio", { name: /Express courier/ })).toHaveProperty("disabled", true);
    expect(screen.getByRole("radio", { name: /3-day shipping/ })).toHaveProperty("disabled", true);
    expect(screen.getByRole("radio", { name: /Standard shipping/ })).toHaveProperty("checked", true);
    expect(screen.getByRole("alert").textContent).toMatch(/P\.O\. box/);
    expect(screen.getByTestId("order-total").textContent).toBe("$40.00");
  });

  it("shows its message on each missing field, and asks Mexico for a CURP or RFC", async () => {
    const user = userEvent.setup();
    renderUi(<CheckoutPage data={data} params={{}} />);
    await user.click(screen.getByRole("button", { name: /Place order and pay/ }));
    await waitFor(() => expect(screen.getByLabelText("First name").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Please enter your first name.")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Town/City").getAttribute("aria-invalid")).toBe("true");
    await user.selectOptions(screen.getByLabelText("Country/Region"), "MX");
    expect(screen.getByLabelText("Certificate type")).toBeTruthy();
    expect(screen.getByText("CURP: 18 characters, starting with 4 letters.")).toBeTruthy();
  });

  it("offers pay-later plans by what is left to pay once the wallet pays its part", async () => {
    vi.stubGlobal("fetch", stubApi({ "account/wallet": { code: 200, data: { balanceAmount: 20, balance: "$20.00" } } }).fetch);
    const user = userEvent.setup();
    await renderInShell(<CheckoutPage data={data} params={{}} />);
    // $40 in the US: Klarna's plans start at $30.
    expect(screen.getAllByRole("radio", { name: /Klarna/ }).length).toBeGreaterThan(0);
    await user.click(await screen.findByRole("checkbox", { name: /Use my wallet balance/ }));
    // $20 is left for the provider: below every pay-later minimum.
    expect(screen.getByTestId("wallet-due").textContent).toBe("$20.00");
    expect(screen.queryAllByRole("radio", { name: /Klarna/ })).toHaveLength(0);
    expect(screen.getByRole("radio", { name: /PayPal$/ })).toBeTruthy();
  });

  it("offers no shipping choice for a price difference: the total is exactly its amount", () => {
    renderUi(<CheckoutPage data={checkoutData()} params={{}} />);
    expect(screen.queryByRole("radio", { name: /Standard shipping|Express courier/ })).toBeNull();
    expect(screen.getByTestId("order-total").textContent).toBe("$40.00");
  });
});

afterEach(() => vi.unstubAllGlobals());
