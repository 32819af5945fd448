/**
 * Staff roles of the back office and what each may do, in one table the worker enforces and
 * the screens read (a screen or button a role may not use is not shown). A new screen — the
 * reviews moderation queue, say — is one permission here, one ADMIN_SCREENS entry and its
 * page module (docs/decisions/0700-back-office.md).
 */
export const STAFF_ROLES = ["owner", "support", "fulfilment"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const ALL: readonly StaffRole[] = STAFF_ROLES;

export const PERMISSIONS = {
  dashboard: ALL,
  "orders.view": ALL,
  "orders.note": ALL,
  "orders.ship": ["owner", "fulfilment"],
  "orders.refund": ["owner", "support"],
  "orders.cancel": ["owner", "support"],
  "orders.differenceLink": ["owner", "support"],
  "customRequests.view": ALL,
  "customRequests.manage": ["owner", "support"],
  "customers.view": ["owner", "support"],
  "customers.sessions": ["owner", "support"],
  "customers.wallet": ["owner"],
  // Requests under GDPR Art. 15/17/20 that arrive by email (docs/decisions/1327-data-rights.md).
  "customers.privacy": ["owner", "support"],
  "coupons.view": ["owner", "support"],
  "coupons.edit": ["owner"],
  "newsletter.view": ["owner", "support"],
  "newsletter.export": ["owner"],
  "newsletter.edit": ["owner"],
  "tickets.view": ["owner", "support"],
  "tickets.answer": ["owner", "support"],
  "moderation.manage": ["owner", "support"],
  "audit.view": ["owner"],
  "payments.reconcile": ["owner", "support"],
  "redirects.view": ["owner", "support"],
  "redirects.edit": ["owner"],
  "seo.view": ["owner", "support"],
  "seo.edit": ["owner"],
  "gifts.view": ["owner", "support"],
  "gifts.edit": ["owner"],
  "staff.manage": ["owner"],
  "products.view": ["owner", "support"],
  "products.edit": ["owner"],
  "lookbooks.view": ["owner", "support"],
  "lookbooks.edit": ["owner"],
  // Campaigns, funnel, searches and speed: figures of the business, not of a person.
  "insight.view": ["owner", "support"],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Permission = keyof typeof PERMISSIONS;

export function can(role: string, permission: Permission): boolean {
  return Object.hasOwn(PERMISSIONS, permission) && (PERMISSIONS[permission] as readonly string[]).includes(role);
}

export const isStaffRole = (value: unknown): value is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(value);

/**
 * The most a support user may refund on one order, in USD cents (converted at the order's own
 * rate); more needs an owner.
 */
export const SUPPORT_REFUND_LIMIT_CENTS = 50_000;

/** The back office's screens, in menu order, with the permission that opens each. */
export const ADMIN_SCREENS = [
  { path: "/admin", label: "Dashboard", permission: "dashboard" },
  { path: "/admin/orders", label: "Orders", permission: "orders.view" },
  {
    path: "/admin/customers",
    label: "Customers",
    permission: "customers.view",
  },
  { path: "/admin/coupons", label: "Coupons", permission: "coupons.view" },
  { path: "/admin/gifts", label: "Free gifts", permission: "gifts.view" },
  { path: "/admin/newsletter", label: "Newsletter", permission: "newsletter.view" },
  { path: "/admin/tickets", label: "Tickets", permission: "tickets.view" },
  { path: "/admin/custom", label: "Custom jewelry", permission: "customRequests.view" },
  { path: "/admin/redirects", label: "Redirects", permission: "redirects.view" },
  { path: "/admin/seo", label: "Page titles", permission: "seo.view" },
  { path: "/admin/reviews", label: "Reviews", permission: "moderation.manage" },
  { path: "/admin/products", label: "Products", permission: "products.view" },
  { path: "/admin/lookbooks", label: "Look books", permission: "lookbooks.view" },
  { path: "/admin/import", label: "Catalogue import", permission: "products.edit" },
  { path: "/admin/payments", label: "Payment checks", permission: "payments.reconcile" },
  { path: "/admin/insight", label: "Insight", permission: "insight.view" },
  { path: "/admin/audit", label: "Audit log", permission: "audit.view" },
  { path: "/admin/staff", label: "Staff", permission: "staff.manage" },
] as const satisfies readonly {
  path: string;
  label: string;
  permission: Permission;
}[];

/** Which permission a back-office path needs; the worker refuses the page before rendering it. */
export function screenPermission(pathname: string): Permission | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  return ADMIN_SCREENS.find((s) => s.path === path)?.permission ?? null;
}
