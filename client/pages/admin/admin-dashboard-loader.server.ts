import { dashboard } from "~/worker/services/admin/dashboard";
import { adminScreenLoader, type AdminPageData } from "./admin-loader.server";

export interface AdminDashboardData extends AdminPageData {
  board: Awaited<ReturnType<typeof dashboard>>;
}

/** Today's figures and the queues, read with the page. */
export const adminDashboardLoader = adminScreenLoader("Dashboard", "dashboard", async ({ context }) => ({ board: await dashboard(context.env.DB) }));
