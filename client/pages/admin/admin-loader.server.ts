import { ADMIN_SCREENS, can, type Permission, type StaffRole } from "~/shared/admin-roles";
import { safeRedirectPath } from "~/shared/safe-redirect";
import { staffFor } from "~/worker/services/admin/staff-session";
import type { PageLoader, PageLoaderArgs } from "../page-types";

/** What every back-office screen gets from the server: who is signed in and the menu their role opens. */
export interface AdminPageData {
  staff: { email: string; name: string; role: StaffRole };
  screens: { path: string; label: string }[];
  title: string;
}

/**
 * The worker's admin middleware has already refused anyone who may not see this screen; the
 * loader only reads who it let through. No staff member here means the guard did not run,
 * and then nothing is shown.
 */
export const adminLoader =
  (title: string): PageLoader<AdminPageData> =>
  async ({ context }) => {
    const staff = staffFor(context.ctx);
    if (!staff) return { notFound: true };
    const screens = ADMIN_SCREENS.filter((s) => can(staff.role, s.permission)).map(({ path, label }) => ({ path, label }));
    return {
      data: {
        staff: { email: staff.email, name: staff.name, role: staff.role },
        screens,
        title,
      },
      title: `${title} · Back office`,
      noindex: true,
    };
  };

/**
 * A screen that reads its data with the page (through its loader, not after hydration): the
 * screen's own data beside `AdminPageData`. The worker's guard has already checked the screen's
 * permission; it is checked again here, since the loader reads the data itself.
 */
export const adminScreenLoader =
  <D extends object>(title: string, permission: Permission, read: (args: PageLoaderArgs) => Promise<D>): PageLoader<AdminPageData & D> =>
  async (args) => {
    const loaded = await adminLoader(title)(args);
    if (!("data" in loaded)) return loaded;
    if (!can(loaded.data.staff.role, permission)) return { notFound: true };
    return { ...loaded, data: { ...loaded.data, ...(await read(args)) } };
  };

/** The local sign-in; a signed-in member goes straight on. */
export const adminLoginLoader: PageLoader<{ next: string }> = async ({ context, url }) => {
  const next = safeRedirectPath(url.searchParams.get("next"), "/admin");
  const target = next.startsWith("/admin") ? next : "/admin";
  if (staffFor(context.ctx)) return { redirect: target };
  return {
    data: { next: target },
    title: "Sign in · Back office",
    noindex: true,
  };
};
