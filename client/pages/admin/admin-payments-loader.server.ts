import type { Paged, PaymentMismatchView } from "~/shared/admin-types";
import { paymentMismatchListBody } from "~/shared/schemas/admin";
import { listPaymentMismatches } from "~/worker/services/payments/reconcile";
import { listQuery } from "./admin-list-query.server";
import { adminScreenLoader, type AdminPageData } from "./admin-loader.server";

export interface AdminPaymentsData extends AdminPageData {
  /** The page of open mismatches the URL asks for (`?page=2`); null when that page is refused (`error`). */
  list: Paged<PaymentMismatchView> | null;
  error: string | null;
}

/** The open mismatches read with the page, its page number from the URL. */
export const adminPaymentsLoader = adminScreenLoader("Payment checks", "payments.reconcile", async ({ url, context }) => {
  const { body, error } = listQuery(paymentMismatchListBody, [], url.searchParams);
  const list: Paged<PaymentMismatchView> | null = body ? await listPaymentMismatches(context.env.DB, body) : null;
  return { list, error: error ?? null };
});
