import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../components/ui/testing";
import { checkoutData, usd } from "./checkout-fixture";
import CheckoutPage from "./checkout-page";

/** VAT in the checkout summary follows the chosen country (docs/decisions/1320-vat-at-checkout.md). */
const countries = [
  { iso2: "US", name: "United States", hasStates: true, postalRequired: true },
  { iso2: "DE", name: "Germany", hasStates: false, postalRequired: true },
  { iso2: "CH", name: "Switzerland", hasStates: false, postalRequired: true },
];

describe("VAT at checkout", () => {
  it("adds the destination's VAT for an EU consumer, and says why none is collected for the US", async () => {
    const user = userEvent.setup();
    renderUi(<CheckoutPage data={checkoutData({ countries, orderType: "normal" })} params={{}} />);
    expect(screen.getByTestId("order-total").textContent).toBe("$40.00");
    expect(screen.getByTestId("vat-summary").textContent).toContain("Sales tax is not collected at checkout");
    await user.selectOptions(screen.getByLabelText("Country/Region"), "DE");
    expect(screen.getByTestId("order-vat").textContent).toBe("$7.60");
    expect(screen.getByText("VAT (19 %)")).toBeTruthy();
    expect(screen.getByTestId("order-total").textContent).toBe("$47.60");
  });

  it("shows the VAT a de-store price includes, and takes it off for a destination outside the EU", async () => {
    const user = userEvent.setup();
    const eur = (amount: number) => ({ ...usd(amount), currency: "EUR" as const, formatted: `${amount.toFixed(2).replace(".", ",")} €` });
    const data = checkoutData({
      store: "de",
      orderType: "normal",
      countries,
      defaultCountry: "DE",
      totalBeforeShipping: eur(119),
      vat: { goods: 119, extras: 0, rates: { EUR: 0.92, GBP: 0.79 } },
    });
    renderUi(<CheckoutPage data={data} params={{}} />);
    await user.selectOptions(screen.getByLabelText("Country/Region"), "DE");
    expect(screen.getByText("incl. VAT (19 %)")).toBeTruthy();
    expect(screen.getByTestId("order-vat").textContent).toBe("19,00 €");
    expect(screen.getByTestId("order-total").textContent).toBe("119,00 €");
    await user.selectOptions(screen.getByLabelText("Country/Region"), "CH");
    expect(screen.getByTestId("order-vat-removed").textContent).toBe("-19,00 €");
    expect(screen.getByTestId("order-total").textContent).toBe("100,00 €");
    expect(screen.getByTestId("vat-summary").textContent).toContain("Import taxes and duties of your country may be charged on delivery.");
  });

  it("adds nothing to an amount agreed with customer service (a price difference), and says so", async () => {
    const user = userEvent.setup();
    renderUi(<CheckoutPage data={checkoutData({ countries })} params={{}} />);
    await user.selectOptions(screen.getByLabelText("Country/Region"), "DE");
    expect(screen.getByTestId("order-total").textContent).toBe("$40.00");
    expect(screen.getByTestId("vat-summary").textContent).toContain("This is the amount agreed with our customer service");
  });
});
