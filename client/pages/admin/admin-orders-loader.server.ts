import type { AdminOrderDetail, OrderListItem } from "~/shared/admin-types";
import type { AdminTaxView } from "~/shared/invoice-types";
import { orderNumberBody, orderSearchBody } from "~/shared/schemas/admin";
import { orderDifferences } from "~/worker/services/custom-jewelry/differences";
import { orderDetail, searchOrders } from "~/worker/services/orders/admin-search";
import { findOrderByNumber } from "~/worker/services/orders/orders-store";
import { staffTaxView } from "~/worker/services/tax/invoice-delivery";
import type { Env } from "~/worker/env";
import { recordQuery, type ListFilter } from "./admin-list-query.server";
import { adminScreenLoader, listOrRecord, type AdminPageData, type ListOrRecord } from "./admin-loader.server";

/** The order search's fields as the URL names them; `from` and `to` are UTC days (`2026-11-27`). */
const ORDER_FILTER = ["q", "status", "store", "from", "to"] as const;
export type OrderFilter = ListFilter<(typeof ORDER_FILTER)[number]>;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The search as the list API takes it: the days as milliseconds, `to` through the end of its day. */
const SEARCH = {
  schema: orderSearchBody,
  fields: ORDER_FILTER,
  toBody: ({ from, to, ...text }: OrderFilter) => ({
    ...Object.fromEntries(Object.entries(text).filter(([, value]) => value.trim())),
    ...(from ? { from: dayMs(from) } : {}),
    ...(to ? { to: dayMs(to) + 86_400_000 } : {}),
  }),
};

/** One order as its screen shows it: the order, its VAT and documents, and its price-difference payments. */
export interface OrderView {
  detail: AdminOrderDetail;
  tax: AdminTaxView;
  differences: Awaited<ReturnType<typeof orderDifferences>>;
}

export type AdminOrdersData = AdminPageData & ListOrRecord<(typeof ORDER_FILTER)[number], OrderListItem, OrderView>;

async function orderView(env: Env, orderNumber: string): Promise<OrderView | null> {
  const [detail, order] = await Promise.all([orderDetail(env.DB, orderNumber), findOrderByNumber(env.DB, orderNumber)]);
  if (!detail || !order) return null;
  const [tax, differences] = await Promise.all([staffTaxView(env, order), orderDifferences(env.DB, order.id)]);
  return { detail, tax, differences };
}

/** The search, or the one order `?number=` opens, read with the screen and again after each action on it. */
export const adminOrdersLoader = adminScreenLoader("Orders", "orders.view", (args) => {
  const env = args.context.env;
  return listOrRecord(args, "number", { ...SEARCH, read: (body) => searchOrders(env.DB, body) }, (orderNumber) =>
    recordQuery(orderNumberBody, { orderNumber }, (b) => orderView(env, b.orderNumber), "There is no order with this number."),
  );
});
