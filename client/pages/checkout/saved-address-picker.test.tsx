import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../components/ui/testing";
import { DE_ADDRESS, US_ADDRESS } from "~/shared/test/address-fixtures";
import { checkoutData } from "./checkout-fixture";
import CheckoutPage from "./checkout-page";

const blank = { address2: "", state: "", certificateType: "" as const, certificateNumber: "", cpf: "", idNumber: "" };

const data = checkoutData({
  countries: [
    { iso2: "US", name: "United States", hasStates: true, postalRequired: true },
    { iso2: "DE", name: "Germany", hasStates: false, postalRequired: true },
  ],
  email: "sam@example.com",
  savedAddresses: [
    { ...blank, id: 7, ...US_ADDRESS },
    { ...blank, id: 9, ...DE_ADDRESS },
  ],
  defaultAddressId: 7,
});

const field = (name: string) => screen.getByRole<HTMLInputElement>("textbox", { name: new RegExp(`^${name}`) });

describe("saved addresses at checkout", () => {
  it("starts with the default address, lets the shopper pick another or a new one, and keeps the fields editable", async () => {
    const user = userEvent.setup();
    renderUi(<CheckoutPage data={data} params={{}} />);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: /350 5th Ave.*\(Default\)/ }).checked).toBe(true);
    expect(field("Street address").value).toBe("350 5th Ave");

    await user.click(screen.getByRole("radio", { name: /Hauptstraße 5/ }));
    expect(field("Street address").value).toBe("Hauptstraße 5");
    expect(field("Town/City").value).toBe("Berlin");
    await user.clear(field("Street address"));
    await user.type(field("Street address"), "Hauptstraße 7");
    expect(field("Street address").value).toBe("Hauptstraße 7");

    await user.click(screen.getByRole("radio", { name: "A new address" }));
    expect(field("Street address").value).toBe("");
    expect(field("First name").value).toBe("");
  });

  it("starts empty when the address book has no default", () => {
    renderUi(<CheckoutPage data={{ ...data, defaultAddressId: null }} params={{}} />);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "A new address" }).checked).toBe(true);
    expect(field("Street address").value).toBe("");
  });
});
