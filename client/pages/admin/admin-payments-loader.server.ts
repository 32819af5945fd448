import type { PaymentMismatchView } from "~/shared/admin-types";
import { paymentMismatchListBody } from "~/shared/schemas/admin";
import { listPaymentMismatches } from "~/worker/services/payments/reconcile";
import { adminListLoader, type AdminListData, type AdminPageData } from "./admin-loader.server";

/** The page of open mismatches the URL asks for (`?page=2`); no rows when that page is refused (`error`). */
export type AdminPaymentsData = AdminPageData & AdminListData<never, PaymentMismatchView>;

/** The open mismatches read with the page, its page number from the URL. */
export const adminPaymentsLoader = adminListLoader(
  "Payment checks",
  "payments.reconcile",
  { schema: paymentMismatchListBody, fields: [] },
  ({ context }, body) => listPaymentMismatches(context.env.DB, body),
);
