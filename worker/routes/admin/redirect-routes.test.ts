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

  it("records the target an overwrite replaced and a deletion removed", async () => {
    const owner = await staffBrowser("owner");
    const rule = { store: "fr", sourcePath: "/bo-moved", status: 301 };
    expect((await owner.api("admin/redirect/save", { ...rule, target: "/first" })).status).toBe(200);
    expect((await owner.api("admin/redirect/save", { ...rule, target: "/second", status: 302 })).status).toBe(200);
    expect((await owner.api("admin/redirect/delete", { store: "fr", sourcePath: "/bo-moved" })).status).toBe(200);
    const rows = (await auditRows("fr/bo-moved")).map((r) => ({
      action: r.action,
      before: JSON.parse(r.before_json ?? "null"),
      after: JSON.parse(r.after_json ?? "null"),
    }));
    expect(rows).toEqual([
      { action: "redirect:save", before: null, after: { ...rule, target: "/first" } },
      { action: "redirect:save", before: { ...rule, target: "/first" }, after: { ...rule, target: "/second", status: 302 } },
      { action: "redirect:delete", before: { ...rule, target: "/second", status: 302 }, after: null },
    ]);
  });

  it("sends visitors only within the shop unless the owner ticks another site", async () => {
    const owner = await staffBrowser("owner");
    const refused = await owner.api<any>("admin/redirect/save", {
      store: "us",
      sourcePath: "/bo-out",
      target: "https://evil.example/login",
      status: 302,
    });
    expect(refused.status).toBe(400);
    expect(refused.envelope.data.fields.target).toBe(
      'This URL is on another site. Only an owner can send visitors there, by ticking "Another site".',
    );
    for (const target of ["//evil.example/x", "/\\evil.example", "javascript:alert(1)", "https://user@evil.example@us.localhost/"]) {
      const answer = await owner.api<any>("admin/redirect/save", { store: "us", sourcePath: "/bo-out", target, status: 302 });
      expect(answer.status, target).toBe(400);
    }
    expect(await findRedirect(env, "us", "/bo-out")).toBeNull();
    expect(await auditRows("us/bo-out")).toHaveLength(0);
    // The shop's own hosts need no tick; another site with the tick is the owner's recorded choice.
    expect(
      (await owner.api("admin/redirect/save", { store: "us", sourcePath: "/bo-out", target: "http://de.localhost/sale", status: 302 })).status,
    ).toBe(200);
    const ticked = { store: "us", sourcePath: "/bo-press", target: "https://press.example.com/heliora", status: 302, external: true };
    expect((await owner.api("admin/redirect/save", ticked)).status).toBe(200);
    expect(await findRedirect(env, "us", "/bo-press")).toEqual({ target: "https://press.example.com/heliora", status: 302 });
    expect(JSON.parse((await auditRows("us/bo-press"))[0].after_json!)).toEqual(ticked);
  });

  it("support may read the rules but not change them; fulfilment sees nothing", async () => {
    const support = await staffBrowser("support");
    expect((await support.api("admin/redirect/list", {})).status).toBe(200);
    expect((await support.api("admin/redirect/save", { store: "*", sourcePath: "/x", target: "/y", status: 301 })).status).toBe(403);
    expect((await (await staffBrowser("fulfilment")).api("admin/redirect/list", {})).status).toBe(403);
  });
});
