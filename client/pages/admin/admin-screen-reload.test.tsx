import { screen, render, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "@lingui/react";
import { Provider as JotaiProvider } from "jotai";
import type { ReactNode } from "react";
import { createRoutesStub, useLoaderData, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ModerationQuestion, Paged } from "~/shared/admin-types";
import type { ProductEditor, ProductListItem } from "~/shared/catalog-admin-types";
import { createI18n } from "~/shared/i18n";
import type { PageId } from "~/shared/routes";
import { KeepAlive } from "../../lib/keep-alive";
import { pageKey } from "../../lib/page-key";
import { stubApi } from "../../components/account/test-shell";
import AdminProductsPage from "./admin-products-page";
import AdminReviewsPage from "./admin-reviews-page";

const staff = { staff: { email: "owner@heliora.example", name: "Owner", role: "owner" as const }, screens: [] };
const paged = <T,>(items: T[]): Paged<T> => ({ items, total: items.length, page: 1, pageCount: 1 });

/**
 * A back-office screen as the page route shows it (client/routes/page-route.tsx): its loader
 * reads the URL's query, and the screen is rendered under its page key, so a new filter is the
 * router's navigation and loader answer, not a prop change made by the test.
 */
async function renderScreen<D>(
  page: PageId,
  url: string,
  load: (query: URLSearchParams) => D,
  Screen: (props: { data: D; params: Record<string, string> }) => ReactNode,
) {
  function Route() {
    const data = useLoaderData() as D;
    const location = useLocation();
    const key = pageKey(page, "desktop", `${location.pathname}${location.search}`);
    return <KeepAlive current={{ key, payload: data }} keepAlive={false} render={(shown) => <Screen data={shown} params={{}} />} />;
  }
  const Stub = createRoutesStub([
    { path: new URL(url, "http://x").pathname, Component: Route, loader: ({ request }) => load(new URL(request.url).searchParams) },
  ]);
  return render(
    <I18nProvider i18n={await createI18n("en")}>
      <JotaiProvider>
        <Stub initialEntries={[url]} />
      </JotaiProvider>
    </I18nProvider>,
  );
}

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
