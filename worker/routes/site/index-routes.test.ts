import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_META } from "~/shared/constants";
import { setHeadMeta } from "../../services/head-data";
import { callApi, contextFor, cookieHeader, freshIp, send, setCookies } from "../../test/harness";

const INVALID_EMAIL = "The email you entered is invalid. Please check your email and try again.";

describe("index/headData", () => {
  it("answers the default meta and the store's head data in the envelope", async () => {
    const { status, envelope } = await callApi("index/headData", { path: "" }, { origin: "http://apparel.localhost" });
    expect(status).toBe(200);
    expect(envelope).toEqual({
      code: 200,
      message: "success",
      data: {
        meta: { ...DEFAULT_META },
        head: {
          store: {
            icon: "/favicon.svg",
            FIND_US_ON_LINK: expect.objectContaining({ instagram: expect.stringContaining("instagram.com") }),
            store_text: expect.stringContaining("dresses"),
          },
          cartNum: 0,
        },
      },
    });
  });

  it("keeps a path without meta of its own in memory only, and caches its own meta in KV", async () => {
    const key = "head:de:de:help/faqs";
    expect(await env.KV.get(key)).toBeNull();
    const first = await callApi<{ meta: unknown }>("index/headData", { path: "/help/faqs?from=footer" }, { origin: "http://de.localhost" });
    expect(first.envelope.data.meta).toEqual(DEFAULT_META);
    expect(await env.KV.get(key)).toBeNull();

    // A row written behind the cache's back is not seen until the cache is invalidated…
    await env.DB.prepare(
      "INSERT INTO page_meta (store, language, route_path, seo_title, seo_description) VALUES ('de', 'de', 'help/faqs', 'Direkt', 'd')",
    ).run();
    const cached = await callApi<{ meta: { seoTitle: string } }>("index/headData", { path: "help/faqs" }, { origin: "http://de.localhost" });
    expect(cached.envelope.data.meta.seoTitle).toBe(DEFAULT_META.seoTitle);

    // …and setHeadMeta invalidates it, so the next call reads the new meta.
    const meta = { seoTitle: "Häufige Fragen", seoDescription: "Antworten", seoKeywords: "faq" };
    await setHeadMeta(env, "de", "de", "/help/faqs", meta);
    expect(await env.KV.get(key)).toBeNull();
    const fresh = await callApi<{ meta: unknown }>("index/headData", { path: "help/faqs" }, { origin: "http://de.localhost" });
    expect(fresh.envelope.data.meta).toEqual(meta);
    expect(await env.KV.get(key, "json")).toEqual(meta);
  });

  it("keys the cache by store and language", async () => {
    await setHeadMeta(env, "uk", "en-GB", "lookBooks", { seoTitle: "Look books (UK)", seoDescription: "x", seoKeywords: "" });
    const uk = await callApi<{ meta: { seoTitle: string } }>("index/headData", { path: "lookBooks" }, { origin: "http://uk.localhost" });
    const us = await callApi<{ meta: { seoTitle: string } }>("index/headData", { path: "lookBooks" }, { origin: "http://us.localhost" });
    expect(uk.envelope.data.meta.seoTitle).toBe("Look books (UK)");
    expect(us.envelope.data.meta.seoTitle).toBe(DEFAULT_META.seoTitle);
    expect(await env.KV.get("head:uk:en-GB:lookBooks")).not.toBeNull();
  });
});

describe("index/countries", () => {
  it("lists the countries by name with their address rules", async () => {
    const { status, envelope } = await callApi<{ iso2: string; name: string; hasStates: boolean }[]>("index/countries");
    expect(status).toBe(200);
    expect(envelope.code).toBe(200);
    const names = envelope.data.map((c) => c.name);
    expect(names).toEqual([...names].sort());
    expect(envelope.data).toContainEqual({ iso2: "US", name: "United States", phoneCode: "+1", hasStates: true, postalRequired: true });
    expect(envelope.data).toContainEqual(expect.objectContaining({ iso2: "IE", postalRequired: false, hasStates: false }));
  });
});

describe("index/subscribe", () => {
  const subscribers = async (email: string) =>
    (await env.DB.prepare("SELECT email, store, language FROM newsletter_subscribers WHERE email = ?").bind(email).all()).results;

  it("stores the email and says thank you", async () => {
    const { status, envelope } = await callApi("index/subscribe", { email: " Ada.Lovelace@Example.com " }, { origin: "http://fr.localhost" });
    expect(status).toBe(200);
    expect(envelope).toMatchObject({ code: 200, data: { email: "Ada.Lovelace@Example.com" } });
    expect(envelope.message).not.toBe("");
    expect(await subscribers("ada.lovelace@example.com")).toEqual([{ email: "ada.lovelace@example.com", store: "fr", language: "fr" }]);
  });

  it("accepts the same email twice", async () => {
    for (let i = 0; i < 2; i++) {
      const { status, envelope } = await callApi("index/subscribe", { email: "twice@example.com" });
      expect(status).toBe(200);
      expect(envelope.code).toBe(200);
    }
    expect(await subscribers("twice@example.com")).toHaveLength(1);
  });

  it("refuses an invalid email with the newsletter's own message", async () => {
    for (const email of ["not-an-email", "ada@example", "ada@example.c", "a b@example.com", 42]) {
      const { status, envelope } = await callApi("index/subscribe", { email });
      expect(status, String(email)).toBe(400);
      expect(envelope).toEqual({ code: 400, message: INVALID_EMAIL, data: { fields: { email: INVALID_EMAIL } } });
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers WHERE email = 'not-an-email'").first("n")).toBe(0);
  });

  it("asks for an email when there is none", async () => {
    const { status, envelope } = await callApi<{ fields: Record<string, string> }>("index/subscribe", { email: "  " });
    expect(status).toBe(400);
    expect(Object.keys(envelope.data.fields)).toEqual(["email"]);
    expect(envelope.message).toBe("Please enter an email.");
  });

  it("refuses a field it does not take with the usual envelope, naming that field", async () => {
    const { status, envelope } = await callApi<{ fields: Record<string, string> }>("index/subscribe", { email: "ada@example.com", list: "all" });
    expect(status).toBe(400);
    expect(Object.keys(envelope.data.fields)).toEqual(["list"]);
    expect(envelope.message).toMatch(/^list: /);
  });

  it("answers 429 once a client has subscribed too often", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const { status } = await callApi("index/subscribe", { email: `limit${i}@example.com` }, { headers: { "CF-Connecting-IP": ip } });
      statuses.push(status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    const { status, envelope } = await callApi("index/subscribe", { email: "late@example.com" }, { headers: { "CF-Connecting-IP": ip } });
    expect(status).toBe(429);
    expect(envelope).toMatchObject({ code: 429, message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes?/) });
    // Another client is not affected.
    expect((await callApi("index/subscribe", { email: "other@example.com" })).status).toBe(200);
  });
});

describe("short links: index/shortLink, index/urlRestore, GET /surl/{key}", () => {
  it("shortens an own-site path and restores it", async () => {
    const created = await callApi<{ key: string; url: string }>("index/shortLink", { url: "/category-rings?page=2&sort=new" });
    expect(created.status).toBe(200);
    const { key, url } = created.envelope.data;
    expect(key).toMatch(/^[A-Za-z0-9]{7}$/);
    expect(url).toBe(`/surl/${key}`);

    const restored = await callApi("index/urlRestore", { code: key });
    expect(restored.envelope).toEqual({ code: 200, message: "success", data: { url: "/category-rings?page=2&sort=new" } });

    const redirect = await send(`http://us.localhost/surl/${key}`, { redirect: "manual" });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/category-rings?page=2&sort=new");
  });

  it("accepts an absolute URL of the same store and keeps only its path", async () => {
    const created = await callApi<{ key: string }>(
      "index/shortLink",
      { url: "http://de.localhost/help/faqs#returns" },
      { origin: "http://de.localhost" },
    );
    expect(created.status).toBe(200);
    const restored = await callApi<{ url: string }>("index/urlRestore", { code: created.envelope.data.key });
    expect(restored.envelope.data.url).toBe("/help/faqs#returns");
  });

  it("refuses foreign URLs", async () => {
    const foreign = [
      "https://evil.example/",
      "//evil.example/path",
      "javascript:alert(1)",
      "http://us.localhost/help/faqs",
      "https://de.heliora.com/",
    ];
    for (const url of foreign) {
      const { status, envelope } = await callApi<{ fields: Record<string, string> }>("index/shortLink", { url }, { origin: "http://de.localhost" });
      expect(status, url).toBe(400);
      expect(envelope.code).toBe(400);
      expect(Object.keys(envelope.data.fields)).toEqual(["url"]);
    }
  });

  it("answers 404 for an unknown or malformed code", async () => {
    for (const code of ["zzzzzzz", "../../etc", "a"]) {
      const { status, envelope } = await callApi("index/urlRestore", { code });
      expect(status, code).toBe(404);
      expect(envelope.code).toBe(404);
    }
  });

  it("never redirects an unknown key or a stored foreign target", async () => {
    await env.KV.put("surl:evil1234", "//evil.example/steal");
    for (const key of ["evil1234", "nope0000"]) {
      const response = await send(`http://us.localhost/surl/${key}`, { redirect: "manual" });
      expect(response.status, key).not.toBe(302);
      expect(response.headers.get("Location")).toBeNull();
      // It is left to the page renderer, which shows the 404 page.
      expect(response.headers.get("Content-Type")).toContain("text/html");
    }
  });
});

describe("index/nodeError", () => {
  it("stores a server-rendering error with its store", async () => {
    const { status } = await callApi(
      "index/nodeError",
      { errorCode: "SSR-T1", errorContent: "TypeError: x is undefined", url: "/cart" },
      { origin: "http://mx.localhost" },
    );
    expect(status).toBe(200);
    const row = await env.DB.prepare("SELECT error_code, error_content, url, store FROM node_errors WHERE error_code = 'SSR-T1'").first();
    expect(row).toEqual({ error_code: "SSR-T1", error_content: "TypeError: x is undefined", url: "/cart", store: "mx" });
  });

  it("keeps and logs no email, long number or query the report carries", async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      const report = {
        errorCode: "FORM-1",
        errorContent: "Invalid: ann@example.com, +44 20 7946 0958 at app.js:12:345",
        url: "/trackorder?email=ann@example.com",
      };
      expect((await callApi("index/nodeError", report)).status).toBe(200);
    } finally {
      spy.mockRestore();
    }
    const row = await env.DB.prepare("SELECT error_content, url FROM node_errors WHERE error_code = 'FORM-1'").first();
    expect(row).toEqual({ error_content: "Invalid: [email], [number] at app.js:12:345", url: "/trackorder" });
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.type === "client-error" && l.code === "FORM-1");
    expect(logged).toMatchObject({ message: "Invalid: [email], [number] at app.js:12:345", path: "/trackorder" });
    expect(lines.join("\n")).not.toMatch(/ann@|7946/);
  });

  it("limits how many reports one client sends", async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 61; i++) {
      last = (await callApi("index/nodeError", { errorCode: "FLOOD", errorContent: "x" }, { headers: { "CF-Connecting-IP": ip } })).status;
    }
    expect(last).toBe(429);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM node_errors WHERE error_code = 'FLOOD'").first("n")).toBe(60);
  });
});

describe("index/freight", () => {
  type Option = { method: string; price: number; free: boolean; freeFrom: number | null; days: string };
  type Freight = { country: string; currency: string; options: Option[] };
  const freight = (body: object, origin = "http://us.localhost", headers: Record<string, string> = {}) =>
    callApi<Freight>("index/freight", body, { origin, headers });

  it("gives US shoppers free standard, 15 USD express (free over 160) and 3-day shipping", async () => {
    const { status, envelope } = await freight({ subtotal: 50 }, "http://us.localhost", { "CF-IPCountry": "US" });
    expect(status).toBe(200);
    expect(envelope.data).toEqual({
      country: "US",
      currency: "USD",
      options: [
        { method: "standard", price: 0, free: true, days: "7–15", freeFrom: null },
        { method: "express", price: 15, free: false, days: "5–7", freeFrom: 160 },
        { method: "threeDay", price: 25, free: false, days: "3", freeFrom: null },
      ],
    });
  });

  it("makes express free over 160 USD, not at 160", async () => {
    const at = await freight({ subtotal: 160, country: "US" });
    expect(at.envelope.data.options[1]).toMatchObject({ price: 15, free: false });
    const over = await freight({ subtotal: 160.01, country: "US" });
    expect(over.envelope.data.options[1]).toMatchObject({ price: 0, free: true, freeFrom: null });
  });

  it("prices in the shopper's currency and offers 3-day shipping in the US only", async () => {
    const { envelope } = await freight({ subtotal: 20 }, "http://de.localhost");
    expect(envelope.data.country).toBe("DE");
    expect(envelope.data.currency).toBe("EUR");
    expect(envelope.data.options.map((o) => o.method)).toEqual(["standard", "express"]);
    expect(envelope.data.options[1]).toMatchObject({ price: 13.8, freeFrom: 147.2 });

    const toUs = await freight({ subtotal: 20, country: "us" }, "http://de.localhost");
    expect(toUs.envelope.data.country).toBe("US");
    expect(toUs.envelope.data.options.map((o) => o.method)).toContain("threeDay");
  });

  it("takes the standard threshold from the data", async () => {
    await env.DB.prepare("UPDATE freight_settings SET standard_free_from_cents = 6900, standard_fee_cents = 499 WHERE store = 'heycharm'").run();
    try {
      const under = await freight({ subtotal: 68.99, country: "GB" }, "http://heycharm.localhost");
      expect(under.envelope.data.options[0]).toEqual({ method: "standard", price: 4.99, free: false, days: "7–15", freeFrom: 69 });
      const at = await freight({ subtotal: 69, country: "GB" }, "http://heycharm.localhost");
      expect(at.envelope.data.options[0]).toMatchObject({ price: 0, free: true });
    } finally {
      await env.DB.prepare("UPDATE freight_settings SET standard_free_from_cents = 0, standard_fee_cents = 0 WHERE store = 'heycharm'").run();
    }
  });

  it("refuses a malformed country or subtotal, naming the field", async () => {
    for (const [body, field] of [
      [{ country: "USA" }, "country"],
      [{ subtotal: "12" }, "subtotal"],
      [{ subtotal: -1 }, "subtotal"],
    ] as const) {
      const { status, envelope } = await freight(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((envelope.data as unknown as { fields: object }).fields)).toEqual([field]);
    }
  });
});

describe("index/preferences", () => {
  it("stores language, currency and ship-to country in their 30-day cookies", async () => {
    const { response, envelope } = await callApi(
      "index/preferences",
      { language: "en-gb", currency: "CAD", shipCountry: "nz" },
      { origin: "http://de.localhost" },
    );
    expect(envelope).toEqual({ code: 200, message: "success", data: { language: "en-GB", currency: "CAD", shipCountry: "NZ" } });
    const cookies = setCookies(response);
    expect(cookies.get("he-lang")?.value).toBe("en-GB");
    expect(cookies.get("he-currency")?.value).toBe("CAD");
    expect(cookies.get("he-shipToCountryIso2")?.value).toBe("NZ");
    expect(cookies.get("he-lang")?.attributes).toEqual(expect.arrayContaining(["path=/", "samesite=lax", `max-age=${30 * 86400}`]));

    // The next page is in the chosen language and currency.
    const { ctx } = await contextFor("http://de.localhost/cart", { headers: { Cookie: cookieHeader(response) } });
    expect([ctx.language, ctx.currency, ctx.shipCountry]).toEqual(["en-GB", "CAD", "NZ"]);
  });

  it("refuses a language or currency the shop does not have", async () => {
    for (const [body, field] of [
      [{ language: "it" }, "language"],
      [{ currency: "BTC" }, "currency"],
      [{ shipCountry: "Germany" }, "shipCountry"],
    ] as const) {
      const { status, response, envelope } = await callApi<{ fields: object }>("index/preferences", body);
      expect(status, field).toBe(400);
      expect(Object.keys(envelope.data.fields)).toEqual([field]);
      expect(setCookies(response).has("he-lang") || setCookies(response).has("he-currency")).toBe(false);
    }
  });
});
