import type { OrderDetailView, OrderListView } from "~/shared/account-order-types";
import { ORDER_NUMBER_PATTERN } from "~/shared/order-number";
import { customerOrderDetail, listCustomerOrders } from "~/worker/services/orders/account";
import { isOrderStatus } from "~/shared/order-types";
import { orderCursorOf } from "~/shared/schemas/account-orders";
import { translatorFor } from "~/worker/services/translator";
import type { PageLoader } from "../page-types";
import { requireCustomer } from "./require-customer.server";

/** Loaders of /accounts/orders and /accounts/orderdetail; both send a signed-out visitor to /login first. */

export const ordersLoader: PageLoader<OrderListView> = async ({ context, url }) => {
  const customerId = requireCustomer(context, url);
  const query = url.searchParams;
  const status = query.get("status") ?? "";
  const page = Number.parseInt(query.get("page") ?? "1", 10);
  const list = await listCustomerOrders(context.env.DB, customerId, {
    page: Number.isFinite(page) ? page : 1,
    status: isOrderStatus(status) ? status : undefined,
    // The first order of the page the pager was on: the page asked is read from it by key.
    from: orderCursorOf(query.get("from")),
  });
  const t = await translatorFor(context.ctx.language);
  return { data: list, title: t("account.orders.title") };
};

/** Someone else's order number and one that does not exist both give the 404 page. */
export const orderDetailLoader: PageLoader<OrderDetailView> = async ({ context, url }) => {
  const customerId = requireCustomer(context, url);
  const orderNumber = (url.searchParams.get("orderNumber") ?? "").trim().toUpperCase();
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) return { notFound: true };
  const detail = await customerOrderDetail(context.env, customerId, orderNumber);
  if (!detail) return { notFound: true };
  const t = await translatorFor(context.ctx.language);
  return { data: detail, title: t("account.orderDetail.title", { orderNumber }) };
};
