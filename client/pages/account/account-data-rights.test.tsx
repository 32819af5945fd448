import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInShell, stubApi } from "../../components/account/test-shell";
import { AccountDataRights } from "./account-data-rights";

afterEach(() => vi.unstubAllGlobals());

describe("the account's data rights", () => {
  it("deletes the account only after the dialog's password, and shows a wrong password on its field", async () => {
    const api = stubApi({ "account/erase": { code: 400, message: "wrong", data: { fields: { password: "Your current password is not correct" } } } });
    vi.stubGlobal("fetch", api.fetch);
    await renderInShell(<AccountDataRights />);
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = screen.getByRole("dialog", { hidden: true });
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep my account", hidden: true }));
    expect(api.calls).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await userEvent.type(within(dialog).getByLabelText("Your password"), "guess");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account for good", hidden: true }));
    await vi.waitFor(() => expect(within(dialog).getByText("Your current password is not correct")).toBeTruthy());
    expect(api.calls).toEqual([{ path: "account/erase", body: { password: "guess" } }]);
  });
});
