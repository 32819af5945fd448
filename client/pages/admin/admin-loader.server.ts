import { ADMIN_SCREENS, can, type StaffRole } from "~/shared/admin-roles";
import { safeRedirectPath } from "~/shared/safe-redirect";
import { staffFor } from "~/worker/services/admin/staff-session";
import type { PageLoader } from "../page-types";

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
