import { customerDetailBody, customerSearchBody } from "~/shared/schemas/admin";
import { customerDetail, findCustomers } from "~/worker/services/customers/admin";
import { recordQuery } from "./admin-list-query.server";
import { adminScreenLoader, readList, type AdminListData, type AdminPageData } from "./admin-loader.server";

/** The search's one field, as the URL names it; no search lists every customer (every email has an @). */
const SEARCH = { schema: customerSearchBody, fields: ["q"] as const, toBody: ({ q }: { q: string }) => ({ q: q.trim() || "@" }) };

export type CustomerItem = Awaited<ReturnType<typeof findCustomers>>["items"][number];
export type CustomerDetail = NonNullable<Awaited<ReturnType<typeof customerDetail>>>;

export type AdminCustomersData = AdminPageData &
  AdminListData<"q", CustomerItem> & {
    /** The customer the URL opens (`?id=`), or "" for the search. */
    id: string;
    customer: { record: CustomerDetail | null; error: string | null } | null;
  };

/** The search, or the one customer `?id=` opens, read with the screen and again after each change. */
export const adminCustomersLoader = adminScreenLoader(
  "Customers",
  "customers.view",
  async (args): Promise<Omit<AdminCustomersData, keyof AdminPageData>> => {
    const id = args.url.searchParams.get("id") ?? "";
    if (!id)
      return { id, customer: null, ...(await readList(args, SEARCH, ({ context }, body) => findCustomers(context.env.DB, body.q, body.page))) };
    const customer = await recordQuery(
      customerDetailBody,
      { customerId: Number(id) },
      (b) => customerDetail(args.context.env.DB, b.customerId, b.walletPage),
      "There is no such customer.",
    );
    return { id, customer, filter: { q: "" }, list: null, error: null };
  },
);
