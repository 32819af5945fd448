import { describe, expect, it } from "vitest";
import { ADMIN_SCREENS, can, PERMISSIONS, screenPermission, type Permission } from "./admin-roles";

describe("back-office roles", () => {
  it("give owners everything, support no shipping or staff, fulfilment only orders", () => {
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) expect(can("owner", permission)).toBe(true);
    expect(can("support", "orders.refund")).toBe(true);
    expect(can("support", "orders.ship")).toBe(false);
    expect(can("support", "staff.manage")).toBe(false);
    expect(can("fulfilment", "orders.ship")).toBe(true);
    expect(can("fulfilment", "customers.view")).toBe(false);
  });

  it("let support and owners moderate reviews and questions, not fulfilment", () => {
    expect(can("support", "moderation.manage")).toBe(true);
    expect(can("fulfilment", "moderation.manage")).toBe(false);
    expect(screenPermission("/admin/reviews")).toBe("moderation.manage");
  });

  // Screens staff in support may read and only owners change.
  it.each([
    ["free-gift campaigns", "gifts", "/admin/gifts"],
    ["newsletter list", "newsletter", "/admin/newsletter"],
    ["page titles", "seo", "/admin/seo"],
    ["look books", "lookbooks", "/admin/lookbooks"],
  ] as const)("let owners and support read the %s; only owners change it", (_name, area, path) => {
    expect(can("support", `${area}.view`)).toBe(true);
    expect(can("support", `${area}.edit`)).toBe(false);
    expect(can("fulfilment", `${area}.view`)).toBe(false);
    expect(screenPermission(path)).toBe(`${area}.view`);
  });

  it("let only owners export the newsletter list", () => {
    expect(can("support", "newsletter.export")).toBe(false);
  });

  it("know nothing of other roles or of keys that are not permissions", () => {
    expect(can("admin", "dashboard")).toBe(false);
    expect(can("owner", "constructor" as Permission)).toBe(false);
    expect(can("owner", "__proto__" as Permission)).toBe(false);
  });

  it("name the permission of every screen, trailing slash or not", () => {
    expect(screenPermission("/admin/staff/")).toBe("staff.manage");
    expect(screenPermission("/admin")).toBe("dashboard");
    expect(screenPermission("/admin/unknown")).toBeNull();
    expect(new Set(ADMIN_SCREENS.map((s) => s.path)).size).toBe(ADMIN_SCREENS.length);
  });
});
