import { Table } from "../../components/ui/table";
import type { PageProps } from "../page-types";
import { AdminLayout } from "./admin-layout";
import type { AdminDashboardData } from "./admin-dashboard-loader.server";
import { definePage } from "../define-page";

/** A queue's count: exact at any size (kept by the database, migrations/1470_status_counts.sql). */
const queueCount = (n: number) => n.toLocaleString("en");

/** Today's orders and revenue per store, and the queues waiting for someone. */
export default definePage(AdminDashboardPage, { loader: () => import("./admin-dashboard-loader.server").then((m) => m.adminDashboardLoader) });

function AdminDashboardPage({ data }: PageProps<AdminDashboardData>) {
  const { board } = data;
  return (
    <AdminLayout data={data}>
      <>
        <div className="admin__cards">
          <a className="admin__card" href="/admin/orders?status=processing">
            <strong data-testid="waiting-to-ship">{queueCount(board.waitingToShip)}</strong> orders waiting to ship
          </a>
          <a className="admin__card" href="/admin/tickets?status=open">
            <strong data-testid="open-tickets">{queueCount(board.openTickets)}</strong> open tickets
          </a>
          {/* Only the roles that moderate get the link; the others would meet a refusal. */}
          {data.screens.some((s) => s.path === "/admin/reviews") && (
            <a className="admin__card" href="/admin/reviews">
              <strong data-testid="pending-reviews">{queueCount(board.pendingReviews)}</strong> reviews waiting for moderation
            </a>
          )}
        </div>
        <Table
          caption="Paid today (UTC) per store"
          columns={[
            { title: "Store", prop: "store", width: 120 },
            { title: "Currency", prop: "currency", width: 100 },
            { title: "Orders", prop: "orders", width: 100, align: "right" },
            { title: "Revenue", prop: "revenue", width: 160, align: "right" },
          ]}
          data={board.perStore}
          rowKey={(r) => `${r.store}-${r.currency}`}
          emptyText="No paid orders yet today."
        />
      </>
    </AdminLayout>
  );
}
