import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInShell, stubApi } from "../../components/account/test-shell";
import { usd } from "./checkout-fixture";
import { useWalletBalance, WalletControl, walletSplit } from "./wallet-control";

function Harness({ total }: { total: number }) {
  const balance = useWalletBalance();
  const [use, setUse] = useState(false);
  return <WalletControl balance={balance} total={usd(total)} checked={use} onChange={setUse} />;
}

afterEach(() => vi.unstubAllGlobals());

describe("walletSplit", () => {
  it("caps the wallet part by the balance and by the total", () => {
    expect(walletSplit(20, usd(50), true)).toMatchObject({ wallet: { amount: 20 }, due: { amount: 30, formatted: "$30.00" } });
    expect(walletSplit(80, usd(50), true)).toMatchObject({ wallet: { amount: 50 }, due: { amount: 0 } });
    expect(walletSplit(80, usd(50), false)).toMatchObject({ wallet: { amount: 0 }, due: { amount: 50 } });
  });
});

describe("WalletControl", () => {
  it("offers a signed-in customer's balance and shows what is left to pay once chosen", async () => {
    const api = stubApi({ "account/wallet": { code: 200, data: { balanceAmount: 20, balance: "$20.00" } } });
    vi.stubGlobal("fetch", api.fetch);
    await renderInShell(<Harness total={50} />);
    const box = await screen.findByRole<HTMLInputElement>("checkbox", { name: "Use my wallet balance ($20.00 available)" });
    expect(box.checked).toBe(false);
    expect(screen.queryByTestId("wallet-due")).toBeNull();
    await userEvent.click(box);
    expect(screen.getByTestId("wallet-amount").textContent).toBe("-$20.00");
    expect(screen.getByTestId("wallet-due").textContent).toBe("$30.00");
    expect(screen.getByRole("link", { name: "How the wallet works" }).getAttribute("href")).toBe("/help/wallet");
    expect(api.calls).toEqual([{ path: "account/wallet", body: { page: 1 } }]);
  });

  it("says when the wallet covers the whole order", async () => {
    vi.stubGlobal("fetch", stubApi({ "account/wallet": { code: 200, data: { balanceAmount: 100 } } }).fetch);
    await renderInShell(<Harness total={45.5} />);
    await userEvent.click(await screen.findByRole("checkbox"));
    expect(screen.getByTestId("wallet-due").textContent).toBe("$0.00");
    expect(screen.getByText(/no further payment is needed/)).toBeTruthy();
  });

  it("is not offered to visitors or with an empty wallet", async () => {
    const api = stubApi({ "account/wallet": { code: 200, data: { balanceAmount: 0 } } });
    vi.stubGlobal("fetch", api.fetch);
    const signedOut = await renderInShell(<Harness total={50} />, { signedIn: false });
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(api.calls).toEqual([]);
    signedOut.unmount();
    await renderInShell(<Harness total={50} />);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByTestId("wallet-control")).toBeNull();
  });
});
