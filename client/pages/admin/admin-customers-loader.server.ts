import { customerDetailBody, customerSearchBody } from "~/shared/schemas/admin";
import { customerDetail, findCustomers } from "~/worker/services/customers/admin";
import { recordQuery } from "./admin-list-query.server";
import { adminScreenLoader, listOrRecord, type AdminPageData, type ListOrRecord } from "./admin-loader.server";

/** The search's one field, as the URL names it; no search lists every customer (every email has an @). */
const SEARCH = { schema: customerSearchBody, fields: ["q"] as const, toBody: ({ q }: { q: string }) => ({ q: q.trim() || "@" }) };

export type CustomerItem = Awaited<ReturnType<typeof findCustomers>>["items"][number];
export type CustomerDetail = NonNullable<Awaited<ReturnType<typeof customerDetail>>>;

export type AdminCustomersData = AdminPageData & ListOrRecord<"q", CustomerItem, CustomerDetail>;

/** The search, or the one customer `?id=` opens, read with the screen and again after each change. */
export const adminCustomersLoader = adminScreenLoader("Customers", "customers.view", (args) => {
  const db = args.context.env.DB;
  return listOrRecord(args, "id", { ...SEARCH, read: (body) => findCustomers(db, body.q, body) }, (id) =>
    recordQuery(customerDetailBody, { customerId: Number(id) }, (b) => customerDetail(db, b.customerId, b.walletPage), "There is no such customer."),
  );
});
