import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseConsent } from "~/shared/consent";
import { contextFor, send } from "../../test/harness";

const UK = "http://uk.localhost";
const accepted = (categories: string[]) =>
  `cc_cookie=${encodeURIComponent(JSON.stringify({ categories, revision: 1, decidedAt: "2026-01-01T00:00:00Z" }))}`;

/** Posts the cookie settings form the way a browser without JavaScript does. */
const post = (fields: Record<string, string>, init: { cookie?: string; json?: boolean; origin?: string } = {}) =>
  send(`${UK}/our-cookies`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: init.origin ?? UK,
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      ...(init.json ? { Accept: "application/json" } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });

const setCookies = (response: Response) => response.headers.getSetCookie();
const consentOf = (response: Response) => {
  const line = setCookies(response).find((l) => l.startsWith("cc_cookie="));
  return line ? parseConsent(decodeURIComponent(line.slice("cc_cookie=".length).split(";")[0]!)) : null;
};

describe("POST /our-cookies (cookie settings)", () => {
  it("saves the ticked categories and comes back to the page without JavaScript", async () => {
    const response = await post({ choice: "save", analytics: "on" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/our-cookies?saved=1");
    expect(consentOf(response)?.categories).toEqual(["necessary", "analytics"]);
    const line = setCookies(response).find((l) => l.startsWith("cc_cookie="))!;
    expect(line).toMatch(/Path=\/; Max-Age=2592000; SameSite=Lax/);
  });

  it("withdrawing marketing expires the marketing cookies the visitor carries, in the same answer", async () => {
    const cookie = `${accepted(["necessary", "analytics", "marketing"])}; impact-irclickid=abc; he-feedUtmSource=google; he-lang=en-GB`;
    const response = await post({ choice: "save", analytics: "on" }, { cookie, json: true });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { consent: { categories: string[] } } };
    expect(body.data.consent.categories).toEqual(["necessary", "analytics"]);
    const lines = setCookies(response);
    expect(lines).toContain("impact-irclickid=; Path=/; Max-Age=0; SameSite=Lax");
    expect(lines).toContain("he-feedUtmSource=; Path=/; Max-Age=0; SameSite=Lax");
    // Necessary cookies stay, and cookies the visitor does not carry are not touched.
    expect(lines.some((l) => l.startsWith("he-lang=;"))).toBe(false);
    expect(lines.some((l) => l.startsWith("he-feedSourceSpu="))).toBe(false);
  });

  it("accept all and reject all need no ticks", async () => {
    expect(consentOf(await post({ choice: "all" }))?.categories).toEqual(["necessary", "analytics", "marketing"]);
    expect(consentOf(await post({ choice: "none", analytics: "on" }))?.categories).toEqual(["necessary"]);
  });

  it("refuses an unknown choice with a clear message and writes nothing", async () => {
    const response = await post({ choice: "__proto__" }, { json: true });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe("Please choose Accept all, Reject non-essential or Save my choices.");
    expect(setCookies(response).some((l) => l.startsWith("cc_cookie="))).toBe(false);
  });

  it("refuses a post from another site", async () => {
    const response = await post({ choice: "all" }, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(consentOf(response)).toBeNull();
  });

  it("leaves the banner's edge decision alone: a saved choice ends the asking", async () => {
    expect((await contextFor(`${UK}/`)).ctx.askConsent).toBe(true);
    expect((await contextFor(`${UK}/`, { headers: { Cookie: accepted(["necessary"]) } })).ctx.askConsent).toBe(false);
  });

  it("records each choice under a random consent id the cookie carries, banner and settings alike, and a withdrawal as its own record", async () => {
    const first = await post({ choice: "all", source: "banner" }, { json: true });
    const granted = consentOf(first)!;
    expect(granted.id).toMatch(/^[A-Za-z0-9_-]{8,32}$/);
    const cookie = `cc_cookie=${encodeURIComponent(JSON.stringify(granted))}`;
    const second = await post({ choice: "save", analytics: "on" }, { json: true, cookie });
    expect(consentOf(second)!.id).toBe(granted.id);
    const rows = await env.DB.prepare("SELECT store, categories, revision, source, kind FROM consent_records WHERE consent_id = ? ORDER BY id")
      .bind(granted.id)
      .all();
    expect(rows.results).toEqual([
      { store: "uk", categories: '["necessary","analytics","marketing"]', revision: 1, source: "banner", kind: "grant" },
      { store: "uk", categories: '["necessary","analytics"]', revision: 1, source: "settings", kind: "withdrawal" },
    ]);
  });
});
