import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { auditRows, staffBrowser } from "../../test/admin-client";
import { findRedirect } from "../../services/redirects";

describe("redirects in the back office", () => {
  it("the owner saves and deletes rules, each audited; a loop is refused with the reason on the field", async () => {
    const owner = await staffBrowser("owner");
    const saved = await owner.api("admin/redirect/save", { store: "uk", sourcePath: "/bo-old", target: "/bo-new", status: 301 });
    expect(saved.status).toBe(200);
    expect(await findRedirect(env, "uk", "/bo-old")).toEqual({ target: "/bo-new", status: 301 });
    const loop = await owner.api<any>("admin/redirect/save", { store: "uk", sourcePath: "/bo-new", target: "/bo-old", status: 302 });
    expect(loop.status).toBe(400);
    expect(loop.envelope.data.fields.target).toBe("This rule would make a redirect loop with the existing rules.");
    expect(await auditRows("uk/bo-new")).toHaveLength(0);

    const listed = await owner.api<any>("admin/redirect/list", {});
    expect(listed.envelope.data.items).toContainEqual({ store: "uk", sourcePath: "/bo-old", target: "/bo-new", status: 301 });
    expect((await owner.api("admin/redirect/delete", { store: "uk", sourcePath: "/bo-old" })).status).toBe(200);
    expect((await owner.api("admin/redirect/delete", { store: "uk", sourcePath: "/bo-old" })).status).toBe(404);
    expect((await auditRows("uk/bo-old")).map((r) => r.action)).toEqual(["redirect:save", "redirect:delete"]);
    expect(await findRedirect(env, "uk", "/bo-old")).toBeNull();
  });

  it("support may read the rules but not change them; fulfilment sees nothing", async () => {
    const support = await staffBrowser("support");
    expect((await support.api("admin/redirect/list", {})).status).toBe(200);
    expect((await support.api("admin/redirect/save", { store: "*", sourcePath: "/x", target: "/y", status: 301 })).status).toBe(403);
    expect((await (await staffBrowser("fulfilment")).api("admin/redirect/list", {})).status).toBe(403);
  });
});
