import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInShell, stubApi } from "../../components/account/test-shell";
import { CustomerPrivacy } from "./admin-customer-privacy";

async function open() {
  const api = stubApi({
    "admin/customer/dataExport": { code: 200, data: { account: { email: "ada@example.com" } } },
    "admin/customer/erase": { code: 200, message: "Erased.", data: null },
  });
  vi.stubGlobal("fetch", api.fetch);
  const erased = vi.fn();
  await renderInShell(<CustomerPrivacy customerId={7} email="ada@example.com" erased={erased} />);
  return { api, erased };
}

describe("the back office's data request by email", () => {
  it("downloads the customer's data as a JSON file", async () => {
    const { api } = await open();
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:json"), revokeObjectURL: vi.fn() }));
    await userEvent.setup().click(screen.getByRole("button", { name: "Download the customer's data (JSON)" }));
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:json"));
    expect(api.calls.find((c) => c.path === "admin/customer/dataExport")?.body).toEqual({ customerId: 7 });
  });

  it("erases only after the confirmation, whose first focus is Keep, then leaves the customer", async () => {
    const { api, erased } = await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Erase the account" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Keep" })));
    await user.click(screen.getByRole("button", { name: "Keep" }));
    expect(api.calls.some((c) => c.path === "admin/customer/erase")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Erase the account" }));
    expect(screen.getByRole("dialog", { name: "Erase ada@example.com?" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Erase" }));
    await waitFor(() => expect(erased).toHaveBeenCalledOnce());
    expect(api.calls.find((c) => c.path === "admin/customer/erase")?.body).toEqual({ customerId: 7 });
  });
});

afterEach(() => vi.unstubAllGlobals());
