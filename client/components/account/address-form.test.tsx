import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AddressForm, emptyAddress } from "./address-form";
import { renderInShell } from "./test-shell";

const countries = [
  { iso2: "GB", name: "United Kingdom", hasStates: false, postalRequired: true },
  { iso2: "MX", name: "Mexico", hasStates: true, postalRequired: true },
  { iso2: "BR", name: "Brazil", hasStates: true, postalRequired: true },
];

describe("AddressForm", () => {
  it("asks for the certificate data the chosen country needs and validates with the shared schema", async () => {
    const submit = vi.fn();
    await renderInShell(
      <AddressForm
        initial={emptyAddress("ada@example.com", "GB")}
        countries={countries}
        title="Add"
        submitLabel="Save"
        submit={submit}
        onSaved={() => {}}
      />,
    );
    expect(screen.queryByRole("combobox", { name: /certificate type/i })).toBeNull();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: /country/i }), "MX");
    expect(screen.getByRole("combobox", { name: /certificate type/i })).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: /country/i }), "BR");
    expect(screen.queryByRole("combobox", { name: /certificate type/i })).toBeNull();
    expect(screen.getByRole("textbox", { name: /cpf/i })).toBeTruthy();

    const save = screen.getByRole<HTMLButtonElement>("button", { name: "Save" });
    await vi.waitFor(() => expect(save.disabled).toBe(false));
    await userEvent.click(save);
    await vi.waitFor(() => expect(screen.getByText("Please enter your CPF number.")).toBeTruthy());
    expect(screen.getByText("Please enter your phone number, so the courier can call you if there is a problem with the delivery.")).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });
});
