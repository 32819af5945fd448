import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { detail, sku } from "~/shared/test/catalog-fixtures";
import { renderUi } from "../../../components/ui/testing";
import { cartCountAtom } from "../../../atoms/shell";
import { shellStore, stubApi } from "../../../test/shell-fixture";
import { PurchaseForm } from "./purchase-form";

const gold = { name: "Gold", hex: "#d4af37" };
const silver = { name: "Silver", hex: "#c0c0c0" };
const product = detail({
  personalizable: true,
  skus: [
    sku({ skuCode: "G6", color: gold, size: "6", stock: 0 }),
    sku({ skuCode: "G7", color: gold, size: "7", stock: 2 }),
    sku({ skuCode: "S7", color: silver, size: "7", stock: null }),
  ],
});

const setup = (p = product) => {
  const user = userEvent.setup();
  renderUi(<PurchaseForm product={p} />, { store: shellStore() });
  return user;
};
const addToBag = () => screen.getByRole("button", { name: "Add to bag" });

describe("purchase form", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for colour and size before anything else", async () => {
    const user = setup();
    await user.click(addToBag());
    expect(await screen.findByText("Please choose a colour and size.")).toBeTruthy();
  });

  it("shows sold-out sizes disabled and the stock of the chosen one", async () => {
    const user = setup();
    await user.click(screen.getByRole("radio", { name: "Gold" }));
    expect((screen.getByRole("radio", { name: "6 (sold out)" }) as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole("radio", { name: "7" }));
    expect(screen.getByTestId("stock").textContent).toBe("Only 2 left");
    await user.click(screen.getByRole("radio", { name: "Silver" }));
    await user.click(screen.getByRole("radio", { name: "7" }));
    expect(screen.getByTestId("stock").textContent).toBe("Made to order");
  });

  it("keeps the quantity within the stock", async () => {
    const user = setup();
    await user.click(screen.getByRole("radio", { name: "Gold" }));
    await user.click(screen.getByRole("radio", { name: "7" }));
    const more = screen.getByRole("button", { name: /increase/i });
    await user.click(more);
    expect((screen.getByRole("textbox", { name: "Quantity" }) as HTMLInputElement).value).toBe("2");
    expect((more as HTMLButtonElement).disabled).toBe(true);
  });

  it("applies the personalization rules: text required, 12 and 150 characters", async () => {
    const user = setup();
    await user.click(screen.getByRole("radio", { name: "Silver" }));
    await user.click(screen.getByRole("radio", { name: "7" }));
    await user.click(addToBag());
    expect(await screen.findByText("Please Input Your Text.")).toBeTruthy();

    const signature = screen.getByRole("textbox", { name: "Signature (engraving)" });
    await user.type(signature, "Anna & Jonathan");
    await user.click(addToBag());
    expect(await screen.findByText("The signature can have at most 12 characters.")).toBeTruthy();
    expect(screen.getByText("15/12")).toBeTruthy();

    await user.clear(signature);
    await user.type(signature, "A & J");
    await user.click(screen.getByRole("textbox", { name: "Message (optional)" }));
    await user.paste("x".repeat(151));
    await user.click(addToBag());
    expect(await screen.findByText("The message can have at most 150 characters.")).toBeTruthy();
  });

  it("puts a valid choice in the bag with cart/add and sets the header badge", async () => {
    const api = stubApi({ "cart/add": () => ({ code: 200, message: "Added to your bag.", data: { lines: [], count: 3 } }) });
    vi.stubGlobal("fetch", api.fetch);
    const store = shellStore();
    const user = userEvent.setup();
    renderUi(<PurchaseForm product={product} />, { store });
    await user.click(screen.getByRole("radio", { name: "Silver" }));
    await user.click(screen.getByRole("radio", { name: "7" }));
    await user.type(screen.getByRole("textbox", { name: "Signature (engraving)" }), "A & J");
    await user.click(addToBag());
    expect((await screen.findByTestId("purchase-status")).textContent).toBe("Added to your bag. View bag");
    expect(api.calls).toEqual([{ path: "cart/add", body: { sku: "S7", quantity: 1, jewelSafe: false, signature: "A & J", message: "" } }]);
    expect(store.get(cartCountAtom)).toBe(3);
    expect(screen.getByRole("link", { name: "View bag" }).getAttribute("href")).toBe("/cart");
  });

  it("shows the server's refusal on its field, or on the form", async () => {
    const answers = [
      { code: 400, message: "signature: Too long.", data: { fields: { signature: "Engraving is not offered for this size." } } },
      { code: 409, message: "Only 2 left.", data: { fields: { quantity: "Only 2 left." } } },
    ];
    vi.stubGlobal("fetch", stubApi({ "cart/add": () => answers.shift() }).fetch);
    const user = setup();
    await user.click(screen.getByRole("radio", { name: "Silver" }));
    await user.click(screen.getByRole("radio", { name: "7" }));
    await user.type(screen.getByRole("textbox", { name: "Signature (engraving)" }), "A & J");
    await user.click(addToBag());
    expect(await screen.findByText("Engraving is not offered for this size.")).toBeTruthy();
    await user.click(addToBag());
    expect((await screen.findByRole("alert")).textContent).toBe("Only 2 left.");
    expect(screen.getByTestId("purchase-status").textContent).toBe("");
  });
});
