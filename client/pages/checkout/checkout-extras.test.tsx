import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../components/ui/testing";
import { checkoutData, usd } from "./checkout-fixture";
import CheckoutPage from "./checkout-page";

const countries = [
  { iso2: "US", name: "United States", hasStates: true, postalRequired: true },
  { iso2: "HK", name: "Hong Kong", hasStates: false, postalRequired: false },
];

describe("tariff insurance and saved cards at checkout", () => {
  it("offers tariff insurance where the country charges duties, adds it to the summary and the total, and drops it elsewhere", async () => {
    const user = userEvent.setup();
    renderUi(<CheckoutPage data={checkoutData({ countries, tariffInsurance: { price: usd(2.99), countries: ["US"] } })} params={{}} />);
    const box = screen.getByRole("checkbox", { name: "Cover import duties and taxes for $2.99" });
    expect(screen.getByTestId("order-total").textContent).toBe("$40.00");
    // Keyboard: Space ticks it.
    box.focus();
    await user.keyboard(" ");
    expect(box).toHaveProperty("checked", true);
    expect(screen.getByTestId("order-tariff-insurance").textContent).toBe("$2.99");
    expect(screen.getByTestId("order-total").textContent).toBe("$42.99");
    await user.selectOptions(screen.getByLabelText("Country/Region"), "HK");
    expect(screen.queryByRole("checkbox", { name: /Cover import duties/ })).toBeNull();
    expect(screen.getByTestId("order-total").textContent).toBe("$40.00");
  });

  it("lets a signed-in customer save the card, and names the saved cards for the saved-card method; a guest sees neither", async () => {
    const user = userEvent.setup();
    const card = { id: "T1", brand: "mc", lastFour: "4444", expiryMonth: "11", expiryYear: "2029" };
    const { unmount } = renderUi(<CheckoutPage data={checkoutData({ canSaveCard: true, storedCards: [card] })} params={{}} />);
    await user.click(screen.getByRole("radio", { name: "Credit or debit card" }));
    expect(screen.getByRole("checkbox", { name: "Save this card for next time" })).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: /Saved card/ }));
    expect(screen.getByTestId("stored-cards").textContent).toContain("Mastercard •••• 4444 (11/2029)");
    unmount();

    renderUi(<CheckoutPage data={checkoutData()} params={{}} />);
    await user.click(screen.getByRole("radio", { name: "Credit or debit card" }));
    expect(screen.queryByRole("checkbox", { name: "Save this card for next time" })).toBeNull();
    expect(screen.queryByRole("radio", { name: /Saved card/ })).toBeNull();
  });
});
