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

  it("let support read free-gift campaigns and only owners change them", () => {
    expect(can("support", "gifts.view")).toBe(true);
    expect(can("support", "gifts.edit")).toBe(false);
    expect(can("fulfilment", "gifts.view")).toBe(false);
    expect(screenPermission("/admin/gifts")).toBe("gifts.view");
  });
  it("let owners and support read the newsletter list; only owners export it or remove an address", () => {
    expect(can("support", "newsletter.view")).toBe(true);
    expect(can("support", "newsletter.export")).toBe(false);
    expect(can("support", "newsletter.edit")).toBe(false);
    expect(can("fulfilment", "newsletter.view")).toBe(false);
    expect(screenPermission("/admin/newsletter")).toBe("newsletter.view");
  });

  it("let owners and support read the page titles; only owners change them", () => {
    expect(can("support", "seo.view")).toBe(true);
    expect(can("support", "seo.edit")).toBe(false);
    expect(can("fulfilment", "seo.view")).toBe(false);
    expect(screenPermission("/admin/seo")).toBe("seo.view");
  });

  it("let owners and support read the look books; only owners change them", () => {
    expect(can("support", "lookbooks.view")).toBe(true);
    expect(can("support", "lookbooks.edit")).toBe(false);
    expect(can("fulfilment", "lookbooks.view")).toBe(false);
    expect(screenPermission("/admin/lookbooks")).toBe("lookbooks.view");
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
