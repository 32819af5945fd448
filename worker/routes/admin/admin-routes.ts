import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { ADMIN_SCREENS, can } from "~/shared/admin-roles";
import { API_CODE } from "~/shared/api-envelope";
import { staffSignInBody } from "~/shared/schemas/admin";
import { isDevelopment, isLocalHost } from "../../config";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { adminAccess } from "../../middleware/admin-access";
import { ACCOUNT_LIMITS, byEmail } from "../../services/account/limits";
import { createStaffSession, endStaffSession, authenticateStaff, STAFF_SESSION_HOURS } from "../../services/admin/staff";
import { openStaffToken, sealStaffToken, STAFF_COOKIE } from "../../services/admin/staff-session";
import { tooManyFrom } from "../helpers/account-helpers";
import { staffOf, withBody } from "./admin-helpers";
import { adminCatalogRoutes } from "./catalog-routes";
import { adminCustomRoutes } from "./custom-jewelry-routes";
import { adminCustomerRoutes } from "./customer-routes";
import { adminGiftRoutes } from "./gift-routes";
import { adminInsightRoutes } from "./insight-routes";
import { adminLookBookRoutes } from "./look-book-routes";
import { adminNewsletterRoutes } from "./newsletter-routes";
import { adminOrderRoutes } from "./order-routes";
import { adminRedirectRoutes } from "./redirect-routes";
import { adminSeoRoutes } from "./seo-routes";
import { adminReviewRoutes } from "./review-routes";
import { adminShopRoutes } from "./shop-routes";

/**
 * /api/admin: the back office's calls. adminAccess decides who is asking (Cloudflare Access,
 * or locally the staff cookie) before any of them runs; each area then checks the role.
 */
export const adminRoutes = new Hono<AppEnv>();
adminRoutes.use("*", adminAccess("api"));

// Staff sign in like customers do: PBKDF2, the same limits per client and per email (own counters).
const STAFF_LIMITS = {
  ip: { ...ACCOUNT_LIMITS.signIn.ip, name: "staff-sign-in-ip" },
  own: { ...ACCOUNT_LIMITS.signIn.own, name: "staff-sign-in-email" },
};

/** Local only: production staff sign in through Cloudflare Access, which adminAccess enforces. */
adminRoutes.post(
  "/signIn",
  withBody(staffSignInBody, async (c, body) => {
    if (!isDevelopment(c.env)) return fail(c, API_CODE.forbidden, "Forbidden");
    const limited = await tooManyFrom(c, STAFF_LIMITS, await byEmail(body.email));
    if (limited) return limited;
    const staff = await authenticateStaff(c.env.DB, body.email, body.password);
    if (!staff) return fail(c, API_CODE.badRequest, "The email or password is not right, or the account is switched off.");
    const session = await createStaffSession(c.env.DB, staff.id);
    setCookie(c, STAFF_COOKIE, await sealStaffToken(c.env, staff.id, staff.email, session.id), {
      path: "/",
      httpOnly: true,
      sameSite: "Strict",
      secure: !isLocalHost(new URL(c.req.url).hostname),
      maxAge: STAFF_SESSION_HOURS * 3600,
    });
    return ok(c, { email: staff.email, name: staff.name, role: staff.role });
  }),
);

adminRoutes.post("/signOut", async (c) => {
  const session = await openStaffToken(c.env, getCookie(c, STAFF_COOKIE));
  if (session) await endStaffSession(c.env.DB, session.sessionId);
  deleteCookie(c, STAFF_COOKIE, { path: "/" });
  return ok(c, null);
});

/** Who is signed in and which screens their role opens. */
adminRoutes.post("/me", (c) => {
  const staff = staffOf(c);
  return ok(c, {
    ...staff,
    screens: ADMIN_SCREENS.filter((s) => can(staff.role, s.permission)),
  });
});

adminRoutes.route("/order", adminOrderRoutes);
adminRoutes.route("/customer", adminCustomerRoutes);
adminRoutes.route("/custom", adminCustomRoutes);
// The screens' routers that name their full paths (/coupon/list, /seo/save…) themselves.
const rootRouters = [
  adminReviewRoutes,
  adminShopRoutes,
  adminRedirectRoutes,
  adminSeoRoutes,
  adminGiftRoutes,
  adminNewsletterRoutes,
  adminCatalogRoutes,
  adminLookBookRoutes,
  adminInsightRoutes,
];
for (const routes of rootRouters) adminRoutes.route("/", routes);
