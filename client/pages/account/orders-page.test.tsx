import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import type { OrderListView } from "~/shared/account-order-types";
import { renderInShell } from "../../components/account/test-shell";
import OrdersPage from "./orders-page";
import { usd } from "../checkout/checkout-fixture";

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const list = (overrides: Partial<OrderListView> = {}): OrderListView => ({
  orders: [
    {
      orderNumber: "US202611230002",
      createdAt: Date.UTC(2026, 10, 23),
      status: "unpaid",
      total: usd(92),
      itemCount: 2,
      firstTitle: "Moonstone ring",
    },
    { orderNumber: "US202611200001", createdAt: Date.UTC(2026, 10, 20), status: "shipped", total: usd(40), itemCount: 1, firstTitle: "Chain" },
  ],
  page: 1,
  pageSize: 10,
  pageCount: 3,
  total: 25,
  status: null,
  start: null,
  ...overrides,
});

describe("the orders page", () => {
  it("lists orders with the status labels, each linking to its detail page", async () => {
    await renderInShell(<OrdersPage data={list()} params={{}} />);
    const rows = screen.getAllByTestId("order-row");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole("link", { name: "US202611230002" }).getAttribute("href")).toBe(
      "/accounts/orderdetail?orderNumber=US202611230002",
    );
    expect(rows[0].textContent).toContain("Unpaid");
    expect(rows[0].textContent).toContain("2 items · Moonstone ring");
    expect(rows[1].textContent).toContain("Shipped");
    expect(rows[1].textContent).toContain("$40.00");
  });

  it("pages and filters through the URL, keeping the filter while paging and reading a later page from this one's first order", async () => {
    await renderInShell(
      <>
        <OrdersPage data={list({ status: "shipped", start: { page: 1, at: 1_763_600_000_000, id: 42 } })} params={{}} />
        <Where />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(screen.getByTestId("where").textContent).toBe("/accounts/orders?status=shipped&page=2&from=1.1763600000000.42");
    await userEvent.click(screen.getByRole("combobox", { name: /^Show/ }));
    await userEvent.click(screen.getByRole("option", { name: "All orders" }));
    expect(screen.getByTestId("where").textContent).toBe("/accounts/orders");
  });

  it("shows an empty state, with a way to shop when there are no orders at all", async () => {
    const { unmount } = await renderInShell(<OrdersPage data={list({ orders: [], total: 0, pageCount: 1 })} params={{}} />);
    expect(screen.getByTestId("orders-empty").textContent).toContain("You have not placed any orders yet.");
    expect(screen.getByRole("link", { name: "Start shopping" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: /pag/i })).toBeNull();
    unmount();
    await renderInShell(<OrdersPage data={list({ orders: [], total: 0, pageCount: 1, status: "refunded" })} params={{}} />);
    expect(screen.getByTestId("orders-empty").textContent).toBe("You have no orders with this status.");
  });
});
