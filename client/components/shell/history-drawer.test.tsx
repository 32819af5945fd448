import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { card } from "~/shared/test/catalog-fixtures";
import { HISTORY_STORAGE_KEY, readHistory } from "../../lib/view-history";
import { shellStore, stubApi } from "../../test/shell-fixture";
import { renderUi } from "../ui/testing";
import { HistoryDrawer } from "./history-drawer";

const product = card();
const entry = {
  date: "2024-05-09",
  spuCodes: [{ spuCode: product.spuCode, seoLink: product.href, productImage: product.image, productSalePrice: "45,54 €", currencySymbol: "€" }],
};
const drawer = () => screen.getByTestId("history-drawer");

describe("Viewed History drawer", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("is titled Viewed History and 448 px wide", () => {
    renderUi(<HistoryDrawer open onClose={() => {}} />, { store: shellStore() });
    const dialog = screen.getByRole("dialog", { name: "Viewed History", hidden: true });
    expect(dialog.style.getPropertyValue("--ui-drawer-size")).toBe("min(448px, 100vw)");
  });

  it("shows the empty state without local history, and asks nothing", async () => {
    const api = stubApi({});
    vi.stubGlobal("fetch", api.fetch);
    renderUi(<HistoryDrawer open onClose={() => {}} />, { store: shellStore() });
    expect(await screen.findByText("You haven't viewed any products yet.")).toBeTruthy();
    expect(drawer().dataset.state).toBe("empty");
    expect(api.calls).toEqual([]);
  });

  it("loads with a skeleton, then lists the days with their products", async () => {
    localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify([{ date: "2024-05-09", productSpuList: ["HE100"] }]));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const api = stubApi({ "index/history/list": () => ({ code: 200, message: "success", data: { list: [entry] } }) });
    vi.stubGlobal("fetch", async (...args: Parameters<typeof fetch>) => (await gate, api.fetch(...args)));
    renderUi(<HistoryDrawer open onClose={() => {}} />, { store: shellStore() });
    expect(drawer().dataset.state).toBe("loading");
    release();
    expect(await screen.findByRole("link", { name: /45,54 €/ })).toBeTruthy();
    expect(drawer().dataset.state).toBe("list");
    expect(api.calls[0].body).toEqual({ list: [{ date: "2024-05-09", productSpuList: ["HE100"] }] });
  });

  it("empties the list and removes the local history when loading fails", async () => {
    localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify([{ date: "2024-05-09", productSpuList: ["HE100"] }]));
    vi.stubGlobal("fetch", stubApi({ "index/history/list": () => new Error("offline") }).fetch);
    renderUi(<HistoryDrawer open onClose={() => {}} />, { store: shellStore() });
    await vi.waitFor(() => expect(drawer().dataset.state).toBe("empty"));
    expect(readHistory()).toEqual([]);
    expect(localStorage.getItem(HISTORY_STORAGE_KEY)).toBeNull();
  });
});
