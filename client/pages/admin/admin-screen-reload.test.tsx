import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ModerationQuestion, Paged } from "~/shared/admin-types";
import type { ProductEditor, ProductListItem } from "~/shared/catalog-admin-types";
import { stubApi } from "../../components/account/test-shell";
import AdminProductsPage from "./admin-products-page";
import AdminReviewsPage from "./admin-reviews-page";
import { renderScreen } from "./admin-screen-stub";

const staff = { staff: { email: "owner@heliora.example", name: "Owner", role: "owner" as const }, screens: [] };
const paged = <T,>(items: T[]): Paged<T> => ({ items, total: items.length, page: 1, pageCount: 1 });

const product = (handle: string, title: string): ProductListItem => ({
  handle,
  href: `/product-${handle}.html`,
  title,
  category: "earrings",
  salePriceCents: 4900,
  basePriceCents: 4900,
  stock: 3,
  skuCount: 1,
  active: true,
});

const editorOf = (p: ProductListItem): ProductEditor => ({
  handle: p.handle,
  language: "en",
  title: p.title,
  descriptionHtml: "",
  basePriceCents: p.basePriceCents,
  salePriceCents: p.salePriceCents,
  active: true,
  categoryKey: "earrings",
  collectionIds: [],
  skus: [{ sku: `${p.handle}-1`, label: "", stock: 3, extraCents: 0 }],
  images: [],
  categories: [{ key: "earrings", name: "Earrings" }],
  collections: [],
});

describe("a back-office editor across its list's reload", () => {
  it("keeps the product editor and its typed title through a new search, and closes it once the row is not listed", async () => {
    const nova = product("nova-hoops", "Nova Hoops");
    const luna = product("luna-studs", "Luna Studs");
    vi.stubGlobal("fetch", stubApi({ "admin/catalog/product": { code: 200, data: editorOf(nova) } }).fetch);
    const filter = (q: URLSearchParams) => ({ q: q.get("q") ?? "", store: "", status: q.get("status") ?? "", stock: "" });
    await renderScreen(
      "adminProducts",
      "/admin/products",
      (q) => {
        const rows = [nova, luna].filter((p) => p.handle.includes(q.get("q") ?? ""));
        return { ...staff, title: "Products", filter: filter(q), list: paged(rows), error: null };
      },
      AdminProductsPage,
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Nova Hoops" }));
    const title = await screen.findByLabelText("Title");
    await user.clear(title);
    await user.type(title, "Nova Hoops, gold");

    await user.type(screen.getByLabelText("Title, handle or SKU"), "hoops");
    await user.click(screen.getByRole("button", { name: "Find" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Luna Studs" })).toBeNull());
    expect(screen.getByRole("heading", { name: "Edit Nova Hoops" })).toBeTruthy();
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Nova Hoops, gold");

    await user.clear(screen.getByLabelText("Title, handle or SKU"));
    await user.type(screen.getByLabelText("Title, handle or SKU"), "studs");
    await user.click(screen.getByRole("button", { name: "Find" }));
    await screen.findByRole("button", { name: "Luna Studs" });
    expect(screen.queryByRole("heading", { name: "Edit Nova Hoops" })).toBeNull();
  });

  it("keeps an answer typed on a question card when the store filter's list arrives with the question still in it", async () => {
    const question: ModerationQuestion = {
      id: 7,
      productCode: "NH1",
      store: "uk",
      language: "en-GB",
      email: "ada@example.com",
      body: "Are these hypoallergenic?",
      status: "pending",
      createdAt: Date.UTC(2026, 10, 27),
      answers: [],
    };
    await renderScreen(
      "adminReviews",
      "/admin/reviews?show=questions",
      (q) => {
        const filter = { show: "questions", status: "", store: q.get("store") ?? "", holdReason: "" };
        return { ...staff, title: "Reviews and questions", show: "questions" as const, filter, list: paged([question]), error: null };
      },
      AdminReviewsPage,
    );
    const user = userEvent.setup();

    const answer = await screen.findByLabelText("Answer as the shop");
    await user.type(answer, "Yes: surgical steel posts.");
    await user.click(screen.getByRole("combobox", { name: /^Store/ }));
    await user.click(screen.getByRole("option", { name: "uk" }));
    await waitFor(() => expect(screen.getByRole("combobox", { name: /^Store/ }).textContent).toBe("uk"));
    expect((screen.getByLabelText("Answer as the shop") as HTMLTextAreaElement).value).toBe("Yes: surgical steel posts.");
  });
});

afterEach(() => vi.unstubAllGlobals());
