import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { visitor } from "../test/checkout-fixtures";
import { ORIGIN, send } from "../test/harness";
import { findRedirect, listRedirects, productRedirects, RedirectRefused, saveRedirect, saveRedirects } from "./redirects";

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => (error instanceof RedirectRefused ? error.reason : String(error)),
  );

/** An owner ticked "another site". */
const EXTERNAL = { ownHost: () => false, allowExternal: true };

describe("route rules that redirect", () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM redirects").run();
  });

  it("sends an unknown path to a page of the site with 301, keeping the visitor's query", async () => {
    await saveRedirect(env, { store: "us", sourcePath: "/old-rings/", target: "/category-rings", status: 301 });
    const shopper = visitor("us");
    const response = await shopper.page("/old-rings?utm_source=mail");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/category-rings?utm_source=mail");
    // Another store has no such rule: its visitor gets the page-not-found answer.
    expect((await visitor("de").page("/old-rings")).status).not.toBe(301);
  });

  it("leaves the site for an absolute target, with 302 when asked", async () => {
    // Without the owner's "another site" tick it is refused: the shop's address is no open redirect.
    const rule = { store: "*", sourcePath: "/press", target: "https://press.example.com/heliora", status: 302 } as const;
    expect(await refusal(saveRedirect(env, rule))).toBe("external");
    expect(await refusal(saveRedirect(env, rule, Date.now(), { ownHost: (host) => host === "heliora.example", allowExternal: false }))).toBe(
      "external",
    );
    await saveRedirect(env, rule, Date.now(), EXTERNAL);
    const response = await visitor("de").page("/press");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("https://press.example.com/heliora");
  });

  it("prefers the store's own rule to the all-stores rule, and the next lookup reflects a change", async () => {
    await saveRedirects(env, [
      { store: "*", sourcePath: "/sale-old", target: "/new-arrival", status: 301 },
      { store: "de", sourcePath: "/sale-old", target: "/category-rings", status: 301 },
    ]);
    expect(await findRedirect(env, "de", "/sale-old")).toEqual({ target: "/category-rings", status: 301 });
    expect(await findRedirect(env, "us", "/sale-old")).toEqual({ target: "/new-arrival", status: 301 });
    await saveRedirect(env, { store: "de", sourcePath: "/sale-old", target: "/search?q=sale", status: 302 });
    expect(await findRedirect(env, "de", "/sale-old")).toEqual({ target: "/search?q=sale", status: 302 });
  });

  it("refuses a rule that loops, directly or through other rules, in its store or across all stores", async () => {
    expect(await refusal(saveRedirect(env, { store: "us", sourcePath: "/a", target: "/a/", status: 301 }))).toBe("sameAsSource");
    await saveRedirect(env, { store: "us", sourcePath: "/a", target: "/b", status: 301 });
    await saveRedirect(env, { store: "us", sourcePath: "/b", target: "/c?x=1", status: 301 });
    expect(await refusal(saveRedirect(env, { store: "us", sourcePath: "/c", target: "/a", status: 301 }))).toBe("loop");
    // An all-stores rule loops through the us store's chain too.
    expect(await refusal(saveRedirect(env, { store: "*", sourcePath: "/c", target: "/a", status: 301 }))).toBe("loop");
    // The same rule in another store leads nowhere and is fine; so is an absolute target.
    await saveRedirect(env, { store: "de", sourcePath: "/c", target: "/a", status: 301 });
    await saveRedirect(env, { store: "us", sourcePath: "/c", target: "https://example.com/a", status: 301 }, Date.now(), EXTERNAL);
    expect((await listRedirects(env.DB)).filter((r) => r.sourcePath === "/c")).toHaveLength(2);
    // A set refused as a whole writes nothing.
    const before = (await listRedirects(env.DB)).length;
    expect(
      await refusal(
        saveRedirects(env, [
          { store: "fr", sourcePath: "/x", target: "/y", status: 301 },
          { store: "fr", sourcePath: "/y", target: "/x", status: 301 },
        ]),
      ),
    ).toBe("loop");
    expect((await listRedirects(env.DB)).length).toBe(before);
  });

  it("refuses what is no path or no URL", async () => {
    expect(await refusal(saveRedirect(env, { store: "us", sourcePath: "//evil.example", target: "/", status: 301 }))).toBe("source");
    expect(await refusal(saveRedirect(env, { store: "us", sourcePath: "/x?y=1", target: "/", status: 301 }))).toBe("source");
    expect(await refusal(saveRedirect(env, { store: "us", sourcePath: "/x", target: "javascript:alert(1)", status: 301 }))).toBe("target");
    expect(await refusal(saveRedirect(env, { store: "us", sourcePath: "/x", target: "//evil.example", status: 301 }))).toBe("target");
    expect(await refusal(saveRedirect(env, { store: "nowhere" as "us", sourcePath: "/x", target: "/", status: 301 }))).toBe("store");
    expect(await refusal(saveRedirect(env, { store: "us", sourcePath: "/x", target: "/", status: 307 as 301 }))).toBe("status");
  });

  it("gives the catalogue import the merchant's old product URLs as 301s to the product pages", async () => {
    const rules = productRedirects("us", [{ handle: "amara-band", slug: "amara-classic-wedding-band", productCode: "100175" }]);
    expect(await saveRedirects(env, rules)).toBe(1);
    // `/products/{key}` is also a listing path: the rule answers once the listing says not found.
    const notFound = async () => new Response("not found", { status: 404, headers: { "Content-Type": "text/html" } });
    const response = await send(`${ORIGIN}/products/amara-band`, { renderer: notFound });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/product-amara-classic-wedding-band-100175.html");
    const listing = await send(`${ORIGIN}/products/amara-band`);
    expect(listing.status).toBe(200);
  });
});

describe("the lookup before a kept 404", () => {
  it("answers made-up paths from the isolate's memo: at most one D1 read and one KV read for fifty probes", async () => {
    await saveRedirect(env, { store: "us", sourcePath: "/memo-old", target: "/memo-new", status: 301 });
    const asked = { d1: 0, kv: 0 };
    const counted = {
      DB: new Proxy(env.DB, { get: (db, name) => (name === "prepare" ? (sql: string) => (asked.d1++, db.prepare(sql)) : Reflect.get(db, name)) }),
      KV: new Proxy(env.KV, { get: (kv, name) => (name === "get" ? (...a: [string]) => (asked.kv++, kv.get(...a)) : Reflect.get(kv, name)) }),
    };
    for (let i = 0; i < 50; i++) expect(await findRedirect(counted, "us", `/probe-${crypto.randomUUID()}`)).toBeNull();
    expect(asked.d1).toBeLessThanOrEqual(1);
    expect(asked.kv).toBeLessThanOrEqual(1);
    // A path a rule names is still found, and a save is seen at once.
    expect(await findRedirect(counted, "us", "/memo-old")).toEqual({ target: "/memo-new", status: 301 });
    await saveRedirect(env, { store: "us", sourcePath: "/memo-later", target: "/memo-new", status: 302 });
    expect(await findRedirect(counted, "us", "/memo-later")).toEqual({ target: "/memo-new", status: 302 });
  });
});
