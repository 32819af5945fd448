import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { callApi, guestCookies, setCookies } from "../../test/harness";

const consentCookie = (categories: string[]) =>
  `cc_cookie=${encodeURIComponent(JSON.stringify({ categories, revision: 1, decidedAt: "2026-01-01T00:00:00Z" }))}`;

const pageViews = async (path: string) =>
  (await env.DB.prepare("SELECT store FROM page_views WHERE path = ?").bind(path).all<{ store: string }>()).results;

describe("stat/pvFlow", () => {
  it("records a product view with the visitor's store and country", async () => {
    const uuid = crypto.randomUUID();
    const { status, envelope } = await callApi(
      "stat/pvFlow",
      { spuCode: "RING-0042" },
      { origin: "http://fr.localhost", headers: { "CF-IPCountry": "BE", Cookie: await guestCookies(uuid) } },
    );
    expect(status).toBe(200);
    expect(envelope).toEqual({ code: 200, message: "success", data: null });
    const row = await env.DB.prepare("SELECT spu_code, store, uuid, country FROM product_views WHERE uuid = ?").bind(uuid).first();
    expect(row).toEqual({ spu_code: "RING-0042", store: "fr", uuid, country: "BE" });
  });

  it("needs a product code", async () => {
    for (const body of [{}, { spuCode: "" }, { spuCode: 42 }]) {
      const { status, envelope } = await callApi<{ fields: object }>("stat/pvFlow", body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(envelope.data.fields)).toEqual(["spuCode"]);
    }
  });
});

describe("stat/pageView (analytics consent)", () => {
  const view = async (path: string, origin: string, country: string, cookie = "") =>
    callApi<{ recorded: boolean }>("stat/pageView", { path }, { origin, headers: { "CF-IPCountry": country, Cookie: cookie } });

  it("records nothing for a visitor from a consent country who has not decided", async () => {
    const { status, envelope } = await view("/pv-undecided", "http://de.localhost", "DE");
    expect(status).toBe(200);
    expect(envelope.data).toEqual({ recorded: false });
    expect(await pageViews("/pv-undecided")).toEqual([]);
  });

  it("records nothing on the uk store without a decision, wherever the visitor is", async () => {
    expect((await view("/pv-uk", "http://uk.localhost", "US")).envelope.data).toEqual({ recorded: false });
    expect(await pageViews("/pv-uk")).toEqual([]);
  });

  it("records nothing when analytics was rejected", async () => {
    const { envelope } = await view("/pv-rejected", "http://de.localhost", "DE", consentCookie(["necessary", "marketing"]));
    expect(envelope.data).toEqual({ recorded: false });
    expect(await pageViews("/pv-rejected")).toEqual([]);
  });

  it("records with analytics consent", async () => {
    const { envelope } = await view("/pv-accepted", "http://de.localhost", "DE", consentCookie(["necessary", "analytics"]));
    expect(envelope.data).toEqual({ recorded: true });
    expect(await pageViews("/pv-accepted")).toEqual([{ store: "de" }]);
  });

  it("records outside the consent countries", async () => {
    const { envelope } = await view("/pv-us", "http://us.localhost", "US");
    expect(envelope.data).toEqual({ recorded: true });
    expect(await pageViews("/pv-us")).toEqual([{ store: "us" }]);
  });

  it("honours a rejection outside the consent countries too", async () => {
    const { envelope } = await view("/pv-us-rejected", "http://us.localhost", "US", consentCookie(["necessary"]));
    expect(envelope.data).toEqual({ recorded: false });
  });

  it("puts the visitor in a random bucket once, kept in he-luckyCustomer and recorded with each view", async () => {
    const first = await view("/pv-bucket-1", "http://us.localhost", "US");
    const cookie = setCookies(first.response).get("he-luckyCustomer");
    expect(cookie?.value).toMatch(/^[0-4]$/);
    expect(cookie?.attributes).toContain("path=/");
    const bucket = Number(cookie!.value) || null;
    const again = await view("/pv-bucket-2", "http://us.localhost", "US", `he-luckyCustomer=${cookie!.value}`);
    expect(setCookies(again.response).has("he-luckyCustomer")).toBe(false);
    const rows = await env.DB.prepare("SELECT bucket FROM page_views WHERE path IN ('/pv-bucket-1', '/pv-bucket-2')").all<{
      bucket: number | null;
    }>();
    expect(rows.results).toEqual([{ bucket }, { bucket }]);
  });

  it("rolls again over a value it never writes, and gives no bucket without analytics consent", async () => {
    const forged = await view("/pv-bucket-forged", "http://us.localhost", "US", "he-luckyCustomer=__proto__");
    expect(setCookies(forged.response).get("he-luckyCustomer")?.value).toMatch(/^[0-4]$/);
    const refused = await view("/pv-bucket-refused", "http://de.localhost", "DE", consentCookie(["necessary"]));
    expect(setCookies(refused.response).has("he-luckyCustomer")).toBe(false);
  });
});
