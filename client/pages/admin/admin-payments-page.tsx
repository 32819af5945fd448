import type { TableColumn } from "../../components/ui/table";
import type { PageProps } from "../page-types";
import { useListUrl } from "./admin-list";
import { storeDateTime } from "./admin-format";
import { AdminLayout } from "./admin-layout";
import type { AdminPaymentsData } from "./admin-payments-loader.server";
import { AdminTable } from "./admin-table";
import type { PaymentMismatchView as Mismatch } from "~/shared/admin-types";
import { definePage } from "../define-page";

const KIND_LABELS: Record<Mismatch["kind"], string> = {
  moneyWithoutPaidOrder: "Money without a paid order",
  paidWithoutMoney: "Paid order without money",
  refundDiffers: "Refund differs",
  stuckRefunding: "Refund never finished",
};

const COLUMNS: TableColumn<Mismatch>[] = [
  { title: "Found (UTC)", prop: "foundAt", width: 170, render: (m) => storeDateTime(m.foundAt, "us") },
  { title: "Order", prop: "orderNumber", width: 170 },
  { title: "Store", prop: "store", width: 90 },
  { title: "Provider", prop: "provider", width: 100 },
  { title: "What", prop: "kind", width: 200, render: (m) => KIND_LABELS[m.kind] ?? m.kind },
  { title: "Detail", prop: "detail", width: 360 },
  { title: "Payment", prop: "paymentId", width: 300 },
];

/**
 * What the providers and the shop disagree on (docs/decisions/1310-nothing-lost.md): read
 * only; a row goes when a later check finds the two agreeing, after customer service has
 * refunded, settled or corrected it with the provider.
 */
export default definePage(AdminPaymentsPage, { loader: () => import("./admin-payments-loader.server").then((m) => m.adminPaymentsLoader) });

function AdminPaymentsPage({ data }: PageProps<AdminPaymentsData>) {
  const { show, loading } = useListUrl();
  return (
    <AdminLayout data={data}>
      <AdminTable
        list={{ data: data.list, error: data.error, loading }}
        caption="Payments the providers and the shop disagree on"
        columns={COLUMNS}
        rowKey={(m) => m.id}
        empty="Providers and shop agree."
        pageSize={50}
        onPage={(page) => show({}, page, data.list?.start)}
      />
    </AdminLayout>
  );
}
