import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AdminListCursor, OrderListItem, Paged } from "~/shared/admin-types";
import AdminOrdersPage from "./admin-orders-page";
import type { AdminOrdersData } from "./admin-orders-loader.server";
import { renderScreen } from "./admin-screen-stub";

const row = (page: number): OrderListItem => ({
  orderNumber: `US${String(page).padStart(6, "0")}`,
  store: "us",
  email: "ada@example.com",
  status: "processing",
  total: "$10.00",
  createdAt: Date.UTC(2026, 0, 2),
  paidAt: null,
  withdrawnAt: null,
});

/**
 * The orders screen over a list of more than the count's cap: each page's answer names its own
 * start (`key: [page]`), and every read the loader gets is recorded with its page and cursor.
 */
async function open(url: string, pages: number) {
  const reads: { page: string | null; cursor: AdminListCursor | null; status: string | null }[] = [];
  await renderScreen(
    "adminOrders",
    url,
    (query): AdminOrdersData => {
      const cursor = query.get("cursor");
      const page = Number(query.get("page") ?? 1);
      reads.push({ page: query.get("page"), cursor: cursor ? (JSON.parse(cursor) as AdminListCursor) : null, status: query.get("status") });
      const list: Paged<OrderListItem> = {
        items: [row(page)],
        total: 1000,
        more: true,
        page,
        pageCount: Math.max(40, Math.min(pages, page + 1)),
        start: { page, key: [page] },
      };
      const filter = { q: "", status: query.get("status") ?? "", store: "", from: "", to: "" };
      return {
        staff: { email: "o@heliora.example", name: "o", role: "owner" },
        screens: [],
        title: "Orders",
        filter,
        list,
        error: null,
        key: "",
        opened: null,
      };
    },
    AdminOrdersPage,
  );
  await screen.findByText(row(Number(new URL(url, "http://x").searchParams.get("page") ?? 1)).orderNumber);
  return reads;
}

describe("the back office's pager over a list read by key", () => {
  it("sends the start of the page shown with next, previous and a nearby number, and shows the page it read", async () => {
    const reads = await open("/admin/orders?status=processing&page=40", 60);
    const user = userEvent.setup();
    // Past the cap the total is not counted: "more than", and the next page is offered.
    expect(screen.getByText("More than 1,000 match: narrow the filter, or page on.")).toBeTruthy();
    expect(screen.getByRole("button", { current: "page" }).textContent).toBe("40");
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await screen.findByText(row(41).orderNumber);
    expect(reads.at(-1)).toEqual({ page: "41", cursor: { page: 40, key: [40] }, status: "processing" });
    expect(screen.getByRole("button", { current: "page" }).textContent).toBe("41");
    await user.click(screen.getByRole("button", { name: "Previous page" }));
    await screen.findByText(row(40).orderNumber);
    expect(reads.at(-1)).toEqual({ page: "40", cursor: { page: 41, key: [41] }, status: "processing" });
    await user.click(screen.getByRole("button", { name: "Page 38" }));
    await screen.findByText(row(38).orderNumber);
    expect(reads.at(-1)).toEqual({ page: "38", cursor: { page: 40, key: [40] }, status: "processing" });
  });

  it("keeps the pager's keys: Enter on a focused page button turns the page with the cursor", async () => {
    const reads = await open("/admin/orders?page=2", 60);
    const user = userEvent.setup();
    screen.getByRole("button", { name: "Next page" }).focus();
    await user.keyboard("{Enter}");
    await screen.findByText(row(3).orderNumber);
    expect(reads.at(-1)).toMatchObject({ page: "3", cursor: { page: 2, key: [2] } });
    // The first page needs no cursor: it is read from the list's start.
    await user.click(screen.getByRole("button", { name: "Page 1" }));
    await waitFor(() => expect(reads.at(-1)).toMatchObject({ page: null, cursor: null }));
  });
});
