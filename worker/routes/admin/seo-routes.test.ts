import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { PageRenderer } from "../../app";
import { getOwnHeadMeta, headTexts } from "../../services/head-data";
import { auditRows, postRaw, staffBrowser } from "../../test/admin-client";
import { send } from "../../test/harness";

const page = (over: Record<string, unknown> = {}) => ({
  store: "de",
  language: "de",
  routePath: "/category-rings",
  seoTitle: "Ringe aus 18 Karat Gold | HELIORA",
  seoDescription: "Verlobungsringe und Eheringe, von Hand gefertigt.",
  seoKeywords: "ringe, gold",
  ...over,
});

const rowOf = (store: string, language: string, path: string) =>
  env.DB.prepare("SELECT seo_title AS title, seo_description AS description FROM page_meta WHERE store = ? AND language = ? AND route_path = ?")
    .bind(store, language, path)
    .first<{ title: string; description: string }>();

/** Stands in for React Router: the head's title as load-page.server.ts makes it, so the page cache has real meta to keep. */
const titled: PageRenderer = async (_request, renderEnv, ctx) => {
  const own = await getOwnHeadMeta(renderEnv, ctx.store.key, ctx.language, ctx.url.pathname);
  const { seoTitle } = headTexts(own, { title: "Ringe" }, ctx.store.seriesName);
  return new Response(`<!doctype html><html lang="${ctx.language}"><title>${seoTitle}</title><script nonce="${ctx.nonce}">0</script></html>`, {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
};

async function shopperPage(path: string) {
  const response = await send(`http://de.localhost${path}`, { renderer: titled });
  const html = await response.text();
  return { cache: response.headers.get("X-Page-Cache"), title: /<title>([^<]*)<\/title>/.exec(html)?.[1] };
}

describe("page titles in the back office", () => {
  it("the owner creates, edits and deletes a page's title, each audited, and a duplicate or a missing row is refused", async () => {
    const owner = await staffBrowser("owner");
    // A pasted shop URL keeps only its path, keyed as the shop keys it.
    const created = await owner.api<any>("admin/seo/create", page({ routePath: "  http://de.localhost/category-bo-rings/?utm_source=x " }));
    expect(created.status).toBe(200);
    expect(created.envelope.data.routePath).toBe("category-bo-rings");
    expect(await rowOf("de", "de", "category-bo-rings")).toEqual({ title: page().seoTitle, description: page().seoDescription });

    const again = await owner.api<any>("admin/seo/create", page({ routePath: "/category-bo-rings", seoTitle: "Other" }));
    expect(again.status).toBe(400);
    expect(again.envelope.data.fields.routePath).toBe("This page already has its own title in that store and language: edit that row instead.");

    const changed = await owner.api(
      "admin/seo/update",
      page({ routePath: "category-bo-rings", seoTitle: "  Ringe im Angebot  ", seoDescription: "" }),
    );
    expect(changed.status).toBe(200);
    expect(await rowOf("de", "de", "category-bo-rings")).toEqual({ title: "Ringe im Angebot", description: "" });
    expect((await owner.api("admin/seo/update", page({ routePath: "/category-bo-none" }))).status).toBe(404);

    const listed = await owner.api<any>("admin/seo/list", { store: "de", language: "de", q: "/category-bo" });
    expect(listed.envelope.data.items).toContainEqual({
      store: "de",
      language: "de",
      routePath: "category-bo-rings",
      seoTitle: "Ringe im Angebot",
      seoDescription: "",
      seoKeywords: "ringe, gold",
    });
    expect(listed.envelope.data.origins.de).toBe("http://de.localhost");
    expect((await owner.api<any>("admin/seo/list", { store: "uk", q: "category-bo" })).envelope.data.total).toBe(0);

    const key = { store: "de", language: "de", routePath: "/category-bo-rings" };
    expect((await owner.api("admin/seo/delete", key)).status).toBe(200);
    expect((await owner.api<any>("admin/seo/delete", key)).envelope).toMatchObject({
      code: 404,
      message: "This page has no title of its own in that store and language.",
    });
    expect(await rowOf("de", "de", "category-bo-rings")).toBeNull();

    const audit = await auditRows("de:de:/category-bo-rings");
    expect(audit.map((r) => r.action)).toEqual(["pageTitle:create", "pageTitle:update", "pageTitle:delete"]);
    expect(audit.every((r) => r.staff_email === owner.staff.email)).toBe(true);
    expect(JSON.parse(audit[1].before_json!)).toMatchObject({ seoTitle: page().seoTitle });
    expect(JSON.parse(audit[1].after_json!)).toMatchObject({ seoTitle: "Ringe im Angebot", seoDescription: "" });
    expect(JSON.parse(audit[2].before_json!)).toMatchObject({ seoTitle: "Ringe im Angebot" });
    expect(JSON.parse(audit[2].after_json!)).toBeNull();
  });

  it("refuses what would be dead or broken meta with the reason on the field, and never a 500", async () => {
    const owner = await staffBrowser("owner");
    const refused = async (over: Record<string, unknown>, field: string) => {
      const answer = await owner.api<any>("admin/seo/create", page(over));
      expect(answer.status, JSON.stringify(over)).toBe(400);
      return answer.envelope.data.fields[field];
    };
    expect(await refused({ routePath: "/categroy-rings" }, "routePath")).toBe("The shop has no page at this path. Check it for typos.");
    expect(await refused({ routePath: "/admin/seo" }, "routePath")).toBe("This page cannot have a title of its own.");
    expect(await refused({ routePath: "/404" }, "routePath")).toBe("This page cannot have a title of its own.");
    expect(await refused({ routePath: "/ui-kit" }, "routePath")).toBe("The shop has no page at this path. Check it for typos.");
    expect(await refused({ routePath: "/search" }, "routePath")).toBe(
      "This page needs a query in its address, so it cannot have a title of its own.",
    );
    expect(await refused({ routePath: "/category rings" }, "routePath")).toBe("The path cannot hold spaces or control characters.");
    expect(await refused({ routePath: `/category-${"r".repeat(480)}` }, "routePath")).toBe("The path is too long.");
    expect(await refused({ routePath: "" }, "routePath")).toBe("Enter the page's path (/ for the home page).");
    expect(await refused({ language: "en" }, "language")).toBe("The de store is written in de (Deutschland).");
    expect(await refused({ store: "atlantis" }, "store")).toBe("Choose a store.");
    expect(await refused({ seoTitle: "   " }, "seoTitle")).toBe("Title is required.");
    expect(await refused({ seoTitle: "x".repeat(71) }, "seoTitle")).toBe("Title can be at most 70 characters (search results cut longer ones off).");
    expect(await refused({ seoDescription: "d".repeat(161) }, "seoDescription")).toBe(
      "Description can be at most 160 characters (search results cut longer ones off).",
    );
    expect(await refused({ seoTitle: "Ringe\nGold" }, "seoTitle")).toBe("Title cannot hold line breaks, tabs or other control characters.");
    expect(await refused({ seoDescription: "a\u0000b" }, "seoDescription")).toBe(
      "Description cannot hold line breaks, tabs or other control characters.",
    );
    expect(await refused({ seoTitle: 7 }, "seoTitle")).toBe("Title must be text.");
    expect(await refused({ extra: 1 }, "extra")).toBe("Unknown field.");

    for (const path of ["create", "update", "delete"]) {
      const raw = await postRaw(
        owner,
        `seo/${path}`,
        '{"store":"de","language":"de","routePath":"/category-rings","seoTitle":"T","__proto__":{"polluted":true},"constructor":1}',
      );
      expect(raw.status, path).toBe(400);
      // Delete takes no title: that is one more unknown field there.
      expect(Object.keys(((await raw.json()) as any).data.fields)).toEqual(
        path === "delete" ? ["seoTitle", "__proto__", "constructor"] : ["__proto__", "constructor"],
      );
    }
    const broken = await postRaw(owner, "seo/create", "{");
    expect(broken.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await auditRows("de:de:/category-rings")).toHaveLength(0);
  });

  it("support reads the list but may not change it; fulfilment sees nothing, nor the menu entry", async () => {
    const support = await staffBrowser("support");
    expect((await support.api("admin/seo/list", {})).status).toBe(200);
    for (const path of ["create", "update", "delete"]) {
      const answer = await support.api<any>(`admin/seo/${path}`, page());
      expect(answer.status).toBe(403);
      expect(answer.envelope.message).toBe("The support role may not do this.");
    }
    const me = await support.api<any>("admin/me");
    expect(me.envelope.data.screens.map((s: { path: string }) => s.path)).toContain("/admin/seo");
    const fulfilment = await staffBrowser("fulfilment");
    expect((await fulfilment.api("admin/seo/list", {})).status).toBe(403);
    expect((await fulfilment.api<any>("admin/me")).envelope.data.screens.map((s: { path: string }) => s.path)).not.toContain("/admin/seo");
    expect((await fulfilment.fetch("/admin/seo")).status).toBe(403);
  });

  it("a shopper's page shows a change at once, even when the page cache kept the old one", async () => {
    const owner = await staffBrowser("owner");
    await shopperPage("/category-cache-rings");
    expect(await shopperPage("/category-cache-rings")).toEqual({ cache: "HIT", title: "Ringe | HELIORA" });

    expect((await owner.api("admin/seo/create", page({ routePath: "/category-cache-rings", seoTitle: "Goldringe" }))).status).toBe(200);
    expect(await shopperPage("/category-cache-rings")).toEqual({ cache: "MISS", title: "Goldringe" });
    expect(await shopperPage("/category-cache-rings")).toEqual({ cache: "HIT", title: "Goldringe" });

    expect((await owner.api("admin/seo/update", page({ routePath: "/category-cache-rings", seoTitle: "Ringe in Gold" }))).status).toBe(200);
    expect((await shopperPage("/category-cache-rings")).title).toBe("Ringe in Gold");

    expect((await owner.api("admin/seo/delete", { store: "de", language: "de", routePath: "category-cache-rings" })).status).toBe(200);
    expect(await shopperPage("/category-cache-rings")).toEqual({ cache: "MISS", title: "Ringe | HELIORA" });
  });
});
