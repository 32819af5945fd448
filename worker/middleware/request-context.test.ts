import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { STORE_KEYS, STORES, localHostLabel } from "~/shared/stores";
import { appSecret } from "../config";
import { createSession, revokeSession } from "../services/account/sessions";
import { openToken, sealToken } from "../services/session-token";
import { newCustomerId } from "../test/account-client";
import { contextFor, cookieHeader, setCookies } from "../test/harness";

const THIRTY_DAYS = `max-age=${30 * 24 * 60 * 60}`;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// A page the edge cache never shares, so the renderer sees the visitor's own context.
const storeUrl = (key: string, path = "/cart") => `http://${key}.localhost${path}`;

describe("store from the host", () => {
  it.each(STORE_KEYS.map((key) => [localHostLabel(key), key]))("%s.localhost is the %s store", async (label, key) => {
    const { ctx } = await contextFor(storeUrl(label));
    expect(ctx.store).toBe(key);
  });

  it("answers on each store's production host", async () => {
    for (const key of STORE_KEYS) {
      const { ctx } = await contextFor(`https://${STORES[key].domain}/cart`);
      expect(ctx.store, STORES[key].domain).toBe(key);
    }
  });

  it("falls back to us for any host it does not know", async () => {
    for (const url of ["http://localhost/cart", "http://127.0.0.1/cart", "https://shop.example.org/cart", "http://it.localhost/cart"]) {
      const { ctx } = await contextFor(url);
      expect(ctx.store, url).toBe("us");
    }
  });

  it("takes production hosts from the STORE_DOMAINS configuration", async () => {
    const configured = { env: { STORE_DOMAINS: JSON.stringify({ de: "shop.example.de", us_vip: "vip.example.com" }) } };
    expect((await contextFor("https://shop.example.de/cart", configured)).ctx.store).toBe("de");
    expect((await contextFor("https://vip.example.com/cart", configured)).ctx.store).toBe("us_vip");
    // A configured host replaces the default one; stores not configured keep theirs.
    expect((await contextFor("https://de.heliora.com/cart", configured)).ctx.store).toBe("us");
    expect((await contextFor("https://fr.heliora.com/cart", configured)).ctx.store).toBe("fr");
    expect((await contextFor("http://de.localhost/cart", configured)).ctx.store).toBe("de");
  });

  it("ignores a malformed STORE_DOMAINS value", async () => {
    const { response, ctx } = await contextFor("https://de.heliora.com/cart", { env: { STORE_DOMAINS: "{not json" } });
    expect(response.status).toBe(200);
    expect(ctx.store).toBe("de");
  });

  it("chooses the store by the local port in development only", async () => {
    const development = { env: { ENVIRONMENT: "development" } };
    const ports = { 5173: "us", 5174: "uk", 5175: "de", 5176: "fr", 5177: "mx", 5178: "us_vip", 5179: "apparel", 5180: "heycharm" };
    for (const [port, key] of Object.entries(ports)) {
      expect((await contextFor(`http://localhost:${port}/cart`, development)).ctx.store, port).toBe(key);
    }
    // The host still wins over the port, and outside development the port means nothing.
    expect((await contextFor("http://fr.localhost:5175/cart", development)).ctx.store).toBe("fr");
    expect((await contextFor("http://localhost:5175/cart")).ctx.store).toBe("us");
    expect((await contextFor("http://localhost:5175/cart", { env: { ENVIRONMENT: "production" } })).ctx.store).toBe("us");
  });
});

describe("visitor country from CF-IPCountry", () => {
  const countryOf = async (store: string, header?: string) =>
    (await contextFor(storeUrl(store), { headers: header === undefined ? {} : { "CF-IPCountry": header } })).ctx.country;

  it("uses the header's country", async () => {
    expect(await countryOf("us", "DE")).toBe("DE");
    expect(await countryOf("de", "fr")).toBe("FR");
  });

  it("maps HK and CN to US", async () => {
    expect(await countryOf("de", "HK")).toBe("US");
    expect(await countryOf("uk", "CN")).toBe("US");
  });

  it("uses the store's country when the header is missing or unknown", async () => {
    expect(await countryOf("de")).toBe("DE");
    expect(await countryOf("uk")).toBe("GB");
    expect(await countryOf("mx", "XX")).toBe("MX");
    expect(await countryOf("fr", "T1")).toBe("FR");
    expect(await countryOf("fr", "not-a-country")).toBe("FR");
  });

  it("ships to the visitor's country unless a ship-to country was chosen", async () => {
    expect((await contextFor(storeUrl("us"), { headers: { "CF-IPCountry": "CA" } })).ctx.shipCountry).toBe("CA");
    const chosen = { headers: { "CF-IPCountry": "CA", Cookie: "he-shipToCountryIso2=au" } };
    expect((await contextFor(storeUrl("us"), chosen)).ctx.shipCountry).toBe("AU");
    const header = { headers: { Cookie: "he-shipToCountryIso2=AU", shipCountryIso: "NZ" } };
    expect((await contextFor(storeUrl("us"), header)).ctx.shipCountry).toBe("NZ");
  });
});

describe("language and currency", () => {
  const defaults = {
    us: ["en", "USD"],
    uk: ["en-GB", "GBP"],
    de: ["de", "EUR"],
    fr: ["fr", "EUR"],
    mx: ["es", "MXN"],
    "us-vip": ["en", "USD"],
    apparel: ["en", "USD"],
    heycharm: ["en", "USD"],
  };

  it.each(Object.entries(defaults))("the %s store defaults to %j", async (label, [language, currency]) => {
    const { ctx } = await contextFor(storeUrl(label));
    expect([ctx.language, ctx.currency]).toEqual([language, currency]);
  });

  it("follows the he-lang and he-currency cookies", async () => {
    const { ctx } = await contextFor(storeUrl("de"), { headers: { Cookie: "he-lang=fr; he-currency=GBP" } });
    expect([ctx.language, ctx.currency]).toEqual(["fr", "GBP"]);
  });

  it("follows the request headers of docs/architecture.md#api, which win over the cookies", async () => {
    const headers = { Cookie: "he-lang=fr; he-currency=GBP", languageCode: "en-gb", currency: "CAD" };
    const { ctx } = await contextFor(storeUrl("de"), { headers });
    expect([ctx.language, ctx.currency]).toEqual(["en-GB", "CAD"]);
  });

  it("ignores languages and currencies the shop does not have", async () => {
    const { ctx } = await contextFor(storeUrl("mx"), { headers: { Cookie: "he-lang=it; he-currency=BTC", currency: "usd" } });
    expect([ctx.language, ctx.currency]).toEqual(["es", "MXN"]);
  });
});

describe("he-uuid", () => {
  it("is issued on the first visit for 30 days, and not again", async () => {
    const first = await contextFor(storeUrl("us"));
    const cookie = setCookies(first.response).get("he-uuid");
    expect(cookie?.value).toMatch(UUID_RE);
    expect(cookie?.value).toBe(first.ctx.session.uuid);
    expect(cookie?.attributes).toEqual(expect.arrayContaining([THIRTY_DAYS, "path=/", "samesite=lax"]));

    const second = await contextFor(storeUrl("us", "/cart"), { headers: { Cookie: cookieHeader(first.response) } });
    expect(second.ctx.session.uuid).toBe(first.ctx.session.uuid);
    expect(setCookies(second.response).has("he-uuid")).toBe(false);
    expect(setCookies(second.response).has("he-token")).toBe(false);
  });

  it("gives every new visitor a different uuid", async () => {
    const a = await contextFor(storeUrl("us"));
    const b = await contextFor(storeUrl("us"));
    expect(a.ctx.session.uuid).not.toBe(b.ctx.session.uuid);
  });

  it("replaces a malformed uuid cookie", async () => {
    const { response, ctx } = await contextFor(storeUrl("us"), { headers: { Cookie: "he-uuid=<script>" } });
    expect(ctx.session.uuid).toMatch(UUID_RE);
    expect(setCookies(response).get("he-uuid")?.value).toBe(ctx.session.uuid);
  });

  it("is Secure on a real host", async () => {
    const { response } = await contextFor("https://uk.heliora.com/cart");
    expect(setCookies(response).get("he-uuid")?.attributes).toContain("secure");
  });
});

describe("he-token", () => {
  const secret = () => appSecret(env);

  /** The claims of a signed-in browser: a customer and a live server-side session. */
  async function signedIn(uuid: string, email: string) {
    const customerId = String(await newCustomerId());
    const { id: sid } = await createSession(env.DB, Number(customerId), true);
    return { uuid, email, customerId, sid };
  }

  it("is sealed, HttpOnly, SameSite=Lax and not Secure on localhost", async () => {
    const { response, ctx } = await contextFor(storeUrl("de"));
    const cookie = setCookies(response).get("he-token");
    expect(cookie).toBeDefined();
    expect(cookie!.attributes).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/", THIRTY_DAYS]));
    expect(cookie!.attributes).not.toContain("secure");
    // Nothing of the claims can be read without the key.
    expect(cookie!.value).not.toContain(ctx.session.uuid);
    expect(atobLoose(cookie!.value)).not.toContain(ctx.session.uuid);
    expect(await openToken(cookie!.value, secret())).toEqual({ uuid: ctx.session.uuid, email: "", customerId: "" });
    expect(await openToken(cookie!.value, "another-secret-of-enough-length-0123456789")).toBe("");
  });

  it("is Secure on a real host", async () => {
    const { response } = await contextFor("https://de.heliora.com/cart");
    expect(setCookies(response).get("he-token")?.attributes).toEqual(expect.arrayContaining(["secure", "httponly"]));
  });

  it("carries a signed-in customer from the cookie", async () => {
    const uuid = crypto.randomUUID();
    const claims = await signedIn(uuid, "ada@example.com");
    const token = await sealToken(claims, secret());
    const { response, ctx } = await contextFor(storeUrl("us"), { headers: { Cookie: `he-uuid=${uuid}; he-token=${token}` } });
    expect(ctx.session).toEqual(claims);
    expect(setCookies(response).size).toBe(0);
  });

  it("is accepted in the Authorization header", async () => {
    const uuid = crypto.randomUUID();
    const claims = await signedIn(uuid, "api@example.com");
    const token = await sealToken(claims, secret());
    for (const authorization of [`Bearer ${token}`, token]) {
      const { ctx } = await contextFor(storeUrl("us"), { headers: { Authorization: authorization } });
      expect(ctx.session).toEqual(claims);
    }
  });

  it("prefers the Authorization header over the cookie", async () => {
    const uuid = crypto.randomUUID();
    const cookieToken = await sealToken({ uuid, email: "", customerId: "" }, secret());
    const claims = await signedIn(uuid, "api@example.com");
    const headerToken = await sealToken(claims, secret());
    const { ctx } = await contextFor(storeUrl("us"), {
      headers: { Cookie: `he-uuid=${uuid}; he-token=${cookieToken}`, Authorization: `Bearer ${headerToken}` },
    });
    expect(ctx.session.customerId).toBe(claims.customerId);
  });

  it("reads a customer whose session ended (sign-out, password change) as anonymous, re-sealed", async () => {
    const uuid = crypto.randomUUID();
    const claims = await signedIn(uuid, "ada@example.com");
    const token = await sealToken(claims, secret());
    await revokeSession(env.DB, claims.sid);
    const headers = { Cookie: `he-uuid=${uuid}; he-token=${token}; he-username=Ada` };
    const { response, ctx } = await contextFor(storeUrl("us"), { headers });
    expect(ctx.session).toEqual({ uuid, email: "", customerId: "" });
    const cookies = setCookies(response);
    expect(await openToken(cookies.get("he-token")!.value, secret())).toEqual({ uuid, email: "", customerId: "" });
    expect(cookies.get("he-username")?.attributes).toContain("max-age=0");
    // A sealed customer without a session id was never signed in by this worker.
    const forged = await sealToken({ uuid, email: "ada@example.com", customerId: claims.customerId }, secret());
    expect((await contextFor(storeUrl("us"), { headers: { Cookie: `he-uuid=${uuid}; he-token=${forged}` } })).ctx.session.customerId).toBe("");
  });

  it("reads a tampered or foreign token as a new anonymous visitor, never as an error", async () => {
    const uuid = crypto.randomUUID();
    const good = await sealToken({ uuid, email: "ada@example.com", customerId: "c-42" }, secret());
    const flipped = good.slice(0, 30) + (good[30] === "A" ? "B" : "A") + good.slice(31);
    const foreign = await sealToken({ uuid, email: "eve@example.com", customerId: "c-1" }, "a-key-someone-else-made-up-0123456789");
    const cases = [flipped, good.slice(0, -4), foreign, "abc", "%E0%A4%A", "x".repeat(5000), "null", "e30"];
    for (const token of cases) {
      const ways: Record<string, string>[] = [
        { Cookie: `he-uuid=${uuid}; he-token=${token}` },
        { Cookie: `he-uuid=${uuid}`, Authorization: `Bearer ${token}`, uuid },
      ];
      for (const headers of ways) {
        const { response, ctx } = await contextFor(storeUrl("us"), { headers });
        expect(response.status, token.slice(0, 20)).toBe(200);
        // The uuid it claims is a hint: without its token, it is not the visitor's.
        expect(ctx.session.uuid, token.slice(0, 20)).not.toBe(uuid);
        expect(ctx.session).toEqual({ uuid: ctx.session.uuid, email: "", customerId: "" });
        const cookies = setCookies(response);
        expect(await openToken(cookies.get("he-token")!.value, secret())).toEqual(ctx.session);
        expect(cookies.get("he-uuid")?.value).toBe(ctx.session.uuid);
      }
    }
  });

  it("takes the guest's identity from the sealed token only, never from he-uuid or the uuid header", async () => {
    const mine = crypto.randomUUID();
    const token = await sealToken({ uuid: mine, email: "", customerId: "" }, secret());
    const victim = crypto.randomUUID();
    // A sent uuid that differs from the token's changes nothing, and the hint is put right.
    const hinted: Record<string, string>[] = [{ Cookie: `he-uuid=${victim}; he-token=${token}` }, { Cookie: `he-token=${token}`, uuid: victim }];
    for (const headers of hinted) {
      const { response, ctx } = await contextFor(storeUrl("us"), { headers });
      expect(ctx.session).toEqual({ uuid: mine, email: "", customerId: "" });
      expect(setCookies(response).has("he-token")).toBe(false);
    }
    expect(
      setCookies((await contextFor(storeUrl("us"), { headers: { Cookie: `he-uuid=${victim}; he-token=${token}` } })).response).get("he-uuid")?.value,
    ).toBe(mine);
    // Someone else's uuid alone makes a new visitor, not that one.
    const alone: Record<string, string>[] = [{ Cookie: `he-uuid=${victim}` }, { uuid: victim }];
    for (const headers of alone) {
      expect((await contextFor(storeUrl("us"), { headers })).ctx.session.uuid).not.toBe(victim);
    }
  });
});

describe("consent prompt (the cookie banner)", () => {
  const ask = async (store: string, country: string, cookie = "") =>
    (await contextFor(storeUrl(store), { headers: { "CF-IPCountry": country, Cookie: cookie } })).ctx.askConsent;
  const decided = `cc_cookie=${encodeURIComponent(JSON.stringify({ categories: ["necessary"], revision: 1, decidedAt: "2026-01-01" }))}`;

  it("asks visitors from the EU/UK list and everyone on the uk store", async () => {
    expect(await ask("us", "DE")).toBe(true);
    expect(await ask("us", "CH")).toBe(true);
    expect(await ask("uk", "US")).toBe(true);
  });

  it("does not ask elsewhere, nor once a decision is stored", async () => {
    expect(await ask("us", "US")).toBe(false);
    expect(await ask("mx", "MX")).toBe(false);
    expect(await ask("de", "DE", decided)).toBe(false);
    expect(await ask("uk", "GB", decided)).toBe(false);
  });
});

/** The token's bytes read as text, to prove the claims are not merely encoded. */
function atobLoose(token: string): string {
  try {
    return atob(token.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return "";
  }
}
