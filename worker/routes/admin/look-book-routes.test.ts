import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { PageRenderer } from "../../app";
import { getLookBook } from "../../services/look-books/look-books";
import { auditRows, postRaw, staffBrowser } from "../../test/admin-client";
import { ctxFor, seedTestCatalog } from "../../test/catalog-fixture";
import { send } from "../../test/harness";
import { pngBytes } from "../../test/review-fixtures";

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

const book = (over: Record<string, unknown> = {}) => ({
  store: "uk",
  urlKey: "winter-gold",
  position: 3,
  publishedOn: "2026-12-01",
  title: "Winter gold",
  description: "Warm light for short days.",
  localTitle: "Winter gold (UK)",
  localDescription: "",
  ...over,
});

/** A product the uk store sells and shows, and one it does not sell. */
async function products() {
  await seedTestCatalog(env);
  const sold = await env.DB.prepare(
    "SELECT p.spu_code FROM products p JOIN store_products sp ON sp.product_id = p.id AND sp.store = 'uk' WHERE p.active = 1 ORDER BY p.id LIMIT 1",
  ).first<{ spu_code: string }>();
  const foreign = await env.DB.prepare(
    "SELECT p.spu_code FROM products p WHERE NOT EXISTS (SELECT 1 FROM store_products sp WHERE sp.product_id = p.id AND sp.store = 'uk') ORDER BY p.id LIMIT 1",
  ).first<{ spu_code: string }>();
  return { sold: sold!.spu_code, foreign: foreign!.spu_code };
}

/** A day that has come: shoppers see a book from its publishing day on (docs/decisions/0600-look-books.md). */
const PUBLISHED = "2026-11-01";

let spu: Awaited<ReturnType<typeof products>>;
beforeAll(async () => {
  spu = await products();
});

/** Stands in for React Router: the book as getLookBook gives the shopper's page (title, looks, pieces). */
const lookBookPage: PageRenderer = async (_request, renderEnv, ctx) => {
  const key = ctx.url.pathname.split("/").pop() ?? "";
  const found = await getLookBook(ctxFor(renderEnv, ctx.store.key, ctx.language, ctx.currency), key);
  const pieces = found?.looks.flatMap((l) => l.pieces.map((p) => `${p.product.spuCode}@${p.x},${p.y}`)) ?? [];
  return new Response(
    `<!doctype html><html lang="${ctx.language}"><title>${found?.title ?? "not found"}</title><p>${pieces.join(" ")}</p><script nonce="${ctx.nonce}">0</script></html>`,
    { headers: { "Content-Type": "text/html; charset=utf-8" } },
  );
};

async function shopperPage(key: string) {
  const response = await send(`http://uk.localhost/lookBooks/${key}`, { renderer: lookBookPage });
  const html = await response.text();
  return { cache: response.headers.get("X-Page-Cache"), title: /<title>([^<]*)<\/title>/.exec(html)?.[1], pieces: /<p>([^<]*)<\/p>/.exec(html)?.[1] };
}

describe("look books in the back office", () => {
  it("the owner creates, edits and deletes a look book, each audited; a taken key is a 409 and a missing book a 404", async () => {
    const owner = await staffBrowser("owner");
    const created = await owner.api<any>("admin/lookbook/create", book());
    expect(created.status).toBe(200);
    const id = created.envelope.data.id as number;

    const again = await owner.api<any>("admin/lookbook/create", book({ title: "Other" }));
    expect(again.status).toBe(409);
    expect(again.envelope.data.fields.urlKey).toBe("The store already has a look book with this URL key: choose another.");
    // Keys are unique per store: another store may use the same one.
    expect((await owner.api("admin/lookbook/create", book({ store: "us", localTitle: "" }))).status).toBe(200);

    const listed = await owner.api<any>("admin/lookbook/list", { store: "uk", language: "en-GB", q: "winter" });
    expect(listed.envelope.data.items).toEqual([
      { id, store: "uk", urlKey: "winter-gold", position: 3, publishedOn: "2026-12-01", title: "Winter gold (UK)", lookCount: 0 },
    ]);
    expect(listed.envelope.data.origins.uk).toBe("http://uk.localhost");

    const changed = await owner.api<any>(
      "admin/lookbook/update",
      book({ id, urlKey: "winter-light", position: 1, localTitle: "", title: " Winter light " }),
    );
    expect(changed.status).toBe(200);
    expect(changed.envelope.data).toMatchObject({ urlKey: "winter-light", position: 1, title: "Winter light", localTitle: "", looks: [] });
    const texts = await env.DB.prepare("SELECT language FROM look_book_texts WHERE look_book_id = ? ORDER BY language").bind(id).all();
    expect(texts.results).toEqual([{ language: "en" }]);

    expect((await owner.api("admin/lookbook/update", book({ id: 99_999 }))).status).toBe(404);
    const moved = await owner.api<any>("admin/lookbook/update", book({ id, store: "de", localTitle: "" }));
    expect(moved.status).toBe(400);
    expect(moved.envelope.data.fields.store).toBe("A look book stays in its store: its hotspots are that store's products.");

    expect((await owner.api("admin/lookbook/delete", { id })).status).toBe(200);
    expect((await owner.api<any>("admin/lookbook/delete", { id })).envelope).toMatchObject({ code: 404, message: "There is no such look book." });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM look_book_texts WHERE look_book_id = ?").bind(id).first("n")).toBe(0);

    expect((await auditRows("uk:winter-gold")).map((r) => r.action)).toEqual(["lookBook:create", "lookBook:update"]);
    const deletion = await auditRows("uk:winter-light");
    expect(deletion.map((r) => [r.action, r.staff_email])).toEqual([["lookBook:delete", owner.staff.email]]);
    expect(JSON.parse(deletion[0].before_json!)).toMatchObject({ urlKey: "winter-light", title: "Winter light" });
  });

  it("refuses what the shop could not show with the reason on the field, and never a 500", async () => {
    const owner = await staffBrowser("owner");
    const audited = () => env.DB.prepare("SELECT count(*) AS n FROM audit_log").first("n");
    const auditedBefore = await audited();
    const refused = async (over: Record<string, unknown>, field: string) => {
      const answer = await owner.api<any>("admin/lookbook/create", book(over));
      expect(answer.status, JSON.stringify(over)).toBe(400);
      return answer.envelope.data.fields[field];
    };
    const keyRule = "The URL key is lower-case letters, digits and dashes, starting with a letter or digit.";
    expect(await refused({ urlKey: "-winter" }, "urlKey")).toBe(keyRule);
    expect(await refused({ urlKey: "Winter Gold" }, "urlKey")).toBe(keyRule);
    expect(await refused({ urlKey: "w".repeat(65) }, "urlKey")).toBe("The URL key can be at most 64 characters.");
    expect(await refused({ urlKey: "" }, "urlKey")).toBe("Enter the URL key.");
    expect(await refused({ publishedOn: "2026-13-01" }, "publishedOn")).toBe("The publishing day must be a day, YYYY-MM-DD.");
    expect(await refused({ position: -1 }, "position")).toBe("Position cannot be below 0.");
    expect(await refused({ position: "1" }, "position")).toBe("Position must be a number.");
    expect(await refused({ title: "  " }, "title")).toBe("The English title is required.");
    expect(await refused({ title: "a\nb" }, "title")).toBe("The English title cannot hold line breaks, tabs or other control characters.");
    expect(await refused({ store: "us" }, "localTitle")).toBe("The us store is written in English only.");
    expect(await refused({ localTitle: "", localDescription: "Only this" }, "localTitle")).toBe(
      "Give the en-GB title too, or leave both empty to show the English texts.",
    );
    expect(await refused({ store: "atlantis" }, "store")).toBe("Choose a store.");
    expect(await refused({ extra: 1 }, "extra")).toBe("Unknown field.");

    for (const path of ["create", "update", "delete", "look/add", "hotspot/save"]) {
      const raw = await postRaw(owner, `lookbook/${path}`, '{"__proto__":{"polluted":true},"constructor":1}');
      expect(raw.status, path).toBe(400);
    }
    const broken = await postRaw(owner, "lookbook/create", "{");
    expect(broken.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await audited()).toBe(auditedBefore);
  });

  it("support reads the list but may not change it; fulfilment sees nothing, nor the menu entry", async () => {
    const support = await staffBrowser("support");
    expect((await support.api("admin/lookbook/list", {})).status).toBe(200);
    for (const path of ["create", "update", "delete", "look/add", "look/order", "look/delete", "hotspot/save", "hotspot/delete", "products"]) {
      const answer = await support.api<any>(`admin/lookbook/${path}`, book());
      expect(answer.status, path).toBe(403);
      expect(answer.envelope.message).toBe("The support role may not do this.");
    }
    expect((await support.api<any>("admin/me")).envelope.data.screens.map((s: { path: string }) => s.path)).toContain("/admin/lookbooks");
    const fulfilment = await staffBrowser("fulfilment");
    expect((await fulfilment.api("admin/lookbook/list", {})).status).toBe(403);
    expect((await fulfilment.api("admin/lookbook/get", { id: 1 })).status).toBe(403);
    expect((await fulfilment.api<any>("admin/me")).envelope.data.screens.map((s: { path: string }) => s.path)).not.toContain("/admin/lookbooks");
    expect((await fulfilment.fetch("/admin/lookbooks")).status).toBe(403);
  });

  it("a look with a hotspot: uploaded, placed, moved, reordered and removed; only the store's active products", async () => {
    const owner = await staffBrowser("owner");
    const { id } = (await owner.api<any>("admin/lookbook/create", book({ urlKey: "looks-test", publishedOn: PUBLISHED }))).envelope.data;
    const first = await owner.api<any>("admin/lookbook/look/add", { bookId: id, name: "a.png", data: base64(pngBytes(900, 1200)) });
    expect(first.status).toBe(200);
    expect(await env.MEDIA.head(first.envelope.data.key)).not.toBeNull();
    expect((await owner.api("admin/lookbook/look/add", { bookId: id, name: "b.png", data: base64(pngBytes(700, 700)) })).status).toBe(200);
    const notPicture = await owner.api<any>("admin/lookbook/look/add", {
      bookId: id,
      name: "a.txt",
      data: base64(new TextEncoder().encode("hello")),
    });
    expect(notPicture.status).toBe(400);
    expect(notPicture.envelope.message).toBe("The picture was not added: it is not a JPEG, PNG, WebP or GIF picture.");
    expect((await owner.api("admin/lookbook/look/add", { bookId: 99_999, name: "a.png", data: base64(pngBytes()) })).status).toBe(404);

    let detail = (await owner.api<any>("admin/lookbook/get", { id })).envelope.data;
    const [a, b] = detail.looks.map((l: { id: number }) => l.id);
    expect(detail.looks.map((l: { width: number; height: number }) => [l.width, l.height])).toEqual([
      [900, 1200],
      [700, 700],
    ]);

    const place = (over: Record<string, unknown>) =>
      owner.api<any>("admin/lookbook/hotspot/save", { lookId: a, spu: spu.sold, x: 25, y: 62.54, ...over });
    expect((await place({})).status).toBe(200);
    expect((await place({ x: 30 })).status).toBe(200);
    const foreign = await place({ spu: spu.foreign });
    expect(foreign.status).toBe(400);
    expect(foreign.envelope.data.fields.spu).toBe(`The uk store does not sell "${spu.foreign}": shoppers would not see it.`);
    expect((await place({ x: 120 })).envelope.data.fields.x).toBe("x must be between 0 and 100 %.");
    expect((await place({ lookId: 99_999 })).status).toBe(404);

    detail = (await owner.api<any>("admin/lookbook/get", { id })).envelope.data;
    expect(detail.looks[0].hotspots).toEqual([{ spu: spu.sold, title: expect.any(String), x: 30, y: 62.5, shown: true }]);

    expect((await owner.api<any>("admin/lookbook/look/order", { bookId: id, lookIds: [a] })).status).toBe(409);
    expect((await owner.api("admin/lookbook/look/order", { bookId: id, lookIds: [b, a] })).status).toBe(200);
    const shopper = await getLookBook(ctxFor(env, "uk", "en-GB", "GBP"), "looks-test");
    expect(shopper?.looks.map((l) => l.pieces.map((p) => [p.product.spuCode, p.x, p.y]))).toEqual([[], [[spu.sold, 30, 62.5]]]);

    expect((await owner.api("admin/lookbook/hotspot/delete", { lookId: a, spu: spu.sold })).status).toBe(200);
    expect((await owner.api("admin/lookbook/hotspot/delete", { lookId: a, spu: spu.sold })).status).toBe(404);
    expect((await owner.api("admin/lookbook/look/delete", { lookId: a })).status).toBe(200);
    expect((await owner.api("admin/lookbook/look/delete", { lookId: a })).status).toBe(404);
    expect((await owner.api<any>("admin/lookbook/get", { id })).envelope.data.looks.map((l: { id: number }) => l.id)).toEqual([b]);

    const picked = await owner.api<any>("admin/lookbook/products", { store: "uk", q: spu.sold });
    expect(picked.envelope.data.items.map((p: { handle: string }) => p.handle)).toEqual([spu.sold]);
    expect((await owner.api<any>("admin/lookbook/products", { store: "uk", q: spu.foreign })).envelope.data.items).toEqual([]);

    expect((await auditRows("uk:looks-test")).map((r) => r.action)).toEqual([
      "lookBook:create",
      "lookBook:addLook",
      "lookBook:addLook",
      "lookBook:hotspot",
      "lookBook:hotspot",
      "lookBook:orderLooks",
      "lookBook:removeHotspot",
      "lookBook:deleteLook",
    ]);
  });

  it("a shopper's look-book page shows a change at once, even when the page cache kept the old one", async () => {
    const owner = await staffBrowser("owner");
    expect((await shopperPage("cache-test")).title).toBe("not found");
    const { id } = (await owner.api<any>("admin/lookbook/create", book({ urlKey: "cache-test", publishedOn: PUBLISHED }))).envelope.data;
    expect(await shopperPage("cache-test")).toMatchObject({ cache: "MISS", title: "Winter gold (UK)" });
    expect(await shopperPage("cache-test")).toMatchObject({ cache: "HIT", title: "Winter gold (UK)" });

    await owner.api("admin/lookbook/update", book({ id, urlKey: "cache-test", publishedOn: PUBLISHED, localTitle: "Golden winter" }));
    expect(await shopperPage("cache-test")).toMatchObject({ cache: "MISS", title: "Golden winter" });

    await owner.api("admin/lookbook/look/add", { bookId: id, name: "a.png", data: base64(pngBytes(800, 800)) });
    const look = (await owner.api<any>("admin/lookbook/get", { id })).envelope.data.looks[0].id;
    expect((await shopperPage("cache-test")).cache).toBe("MISS");
    expect((await shopperPage("cache-test")).cache).toBe("HIT");
    await owner.api("admin/lookbook/hotspot/save", { lookId: look, spu: spu.sold, x: 40, y: 50 });
    expect(await shopperPage("cache-test")).toMatchObject({ cache: "MISS", pieces: `${spu.sold}@40,50` });

    await owner.api("admin/lookbook/delete", { id });
    expect((await shopperPage("cache-test")).title).toBe("not found");
  });
});
