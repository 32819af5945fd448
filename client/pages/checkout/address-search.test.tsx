import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EXAMPLE_ADDRESS } from "~/shared/schemas/address-example";
import { renderUi } from "../../components/ui/testing";
import { AddressSearch } from "./address-search";

const { email: _email, ...example } = EXAMPLE_ADDRESS;
const blank = { state: "", address2: "", certificateType: "" as const, certificateNumber: "", cpf: "", idNumber: "" };
const saved = [
  { id: 1, ...blank, ...example },
  {
    id: 2,
    ...blank,
    ...example,
    firstName: "Grace",
    lastName: "Hopper",
    city: "Arlington",
    address1: "1 Navy Way",
    country: "US",
    postcode: "22202",
  },
];

function setup() {
  const onPick = vi.fn();
  const onManual = vi.fn();
  renderUi(<AddressSearch saved={saved} onPick={onPick} onManual={onManual} />);
  return { user: userEvent.setup(), onPick, onManual, search: screen.getByRole("searchbox", { name: "Find a saved address" }) };
}

describe("address search", () => {
  it("narrows the saved addresses to those matching every word, and picks one", async () => {
    const { user, onPick, search } = setup();
    await user.type(search, "hopper arlington");
    const choices = screen.getAllByRole("button");
    expect(choices).toHaveLength(1);
    await user.click(choices[0]);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ firstName: "Grace", city: "Arlington", idNumber: "" }));
  });

  it("says when nothing matches and offers to enter the address manually", async () => {
    const { user, onManual, search } = setup();
    await user.type(search, "nowhere");
    expect(screen.getByText(/No address matches your search\./)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Enter the address manually" }));
    expect(onManual).toHaveBeenCalledTimes(1);
  });
});
