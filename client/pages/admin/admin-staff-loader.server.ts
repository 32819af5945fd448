import { listStaff } from "~/worker/services/admin/staff";
import { adminScreenLoader, type AdminPageData } from "./admin-loader.server";

export interface AdminStaffData extends AdminPageData {
  members: Awaited<ReturnType<typeof listStaff>>;
}

/** Every staff member, read with the page (and again after each change, by revalidation). */
export const adminStaffLoader = adminScreenLoader("Staff", "staff.manage", async ({ context }) => ({ members: await listStaff(context.env.DB) }));
