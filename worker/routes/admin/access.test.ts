import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetAccessKeys } from "../../services/admin/access-jwt";
import { TestBrowser } from "../../test/account-client";
import { addStaffRow, STAFF_PASSWORD, staffBrowser } from "../../test/admin-client";
import { ACCESS_ENV, accessKey, accessToken, fakeAccessFetch, type AccessKey } from "../../test/fake-access";
import { send } from "../../test/harness";

const PRODUCTION = { ENVIRONMENT: "production", ...ACCESS_ENV };
let key: AccessKey;

beforeEach(async () => {
  forgetAccessKeys();
  key ??= await accessKey();
  vi.stubGlobal("fetch", fakeAccessFetch(() => [key], globalThis.fetch).fetcher);
});
afterEach(() => vi.unstubAllGlobals());

const asStaff = async (email: string, path = "/admin", extra: Record<string, unknown> = {}, bindings: Record<string, string> = PRODUCTION) =>
  send(`http://localhost${path}`, {
    headers: {
      "Cf-Access-Jwt-Assertion": await accessToken(key, { email, ...extra }),
    },
    env: bindings,
  });

describe("/admin in production: Cloudflare Access", () => {
  it("serves an active staff member with a valid assertion, never cached nor indexed", async () => {
    const owner = await addStaffRow("owner");
    const page = await asStaff(owner.email);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(page.headers.get("Content-Security-Policy")).toBeTruthy();
    const api = await send("http://localhost/api/admin/me", {
      method: "POST",
      headers: {
        "Cf-Access-Jwt-Assertion": await accessToken(key, {
          email: owner.email,
        }),
        Origin: "http://localhost",
      },
      env: PRODUCTION,
    });
    expect(((await api.json()) as any).data).toMatchObject({
      email: owner.email,
      role: "owner",
    });
  });

  it.each([
    ["missing", null],
    ["wrong audience", { aud: ["another-app"] }],
    ["expired", { exp: Math.floor(Date.now() / 1000) - 3600 }],
  ])("answers 403 with nothing of the admin for a %s assertion", async (_label, claims) => {
    const owner = await addStaffRow("owner");
    const response = claims ? await asStaff(owner.email, "/admin/orders", claims) : await send("http://localhost/admin/orders", { env: PRODUCTION });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).not.toMatch(/Orders|Dashboard|<script/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("refuses a key Access never published, an inactive or unknown staff member, and the local sign-in", async () => {
    const owner = await addStaffRow("owner");
    const stranger = await accessKey();
    const forged = await send("http://localhost/admin", {
      headers: {
        "Cf-Access-Jwt-Assertion": await accessToken(stranger, {
          email: owner.email,
        }),
      },
      env: PRODUCTION,
    });
    expect(forged.status).toBe(403);
    const inactive = await addStaffRow("support", { active: false });
    expect((await asStaff(inactive.email)).status).toBe(403);
    expect((await asStaff("nobody@heliora.example")).status).toBe(403);
    const signIn = await send("http://localhost/api/admin/signIn", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: "http://localhost",
      },
      body: JSON.stringify({ email: owner.email, password: STAFF_PASSWORD }),
      env: PRODUCTION,
    });
    expect(signIn.status).toBe(403);
    expect(signIn.headers.getSetCookie().join()).not.toContain("he-staff");
  });

  it("fails closed when the Access settings are missing", async () => {
    const owner = await addStaffRow("owner");
    expect((await asStaff(owner.email, "/admin", {}, { ENVIRONMENT: "production", ACCESS_AUD: ACCESS_ENV.ACCESS_AUD })).status).toBe(403);
    expect((await asStaff(owner.email, "/admin", {}, { ENVIRONMENT: "staging" })).status).toBe(403);
  });

  it("checks the role of the screen before rendering it", async () => {
    const support = await addStaffRow("support");
    const refused = await asStaff(support.email, "/admin/staff");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("The support role cannot open this screen.");
    expect((await asStaff(support.email, "/admin/tickets")).status).toBe(200);
    expect((await asStaff(support.email, "/admin/reviews")).status).toBe(200);
    const fulfilment = await addStaffRow("fulfilment");
    const moderation = await asStaff(fulfilment.email, "/admin/reviews");
    expect(moderation.status).toBe(403);
    expect(await moderation.text()).toContain("The fulfilment role cannot open this screen.");
  });
});

describe("/admin locally: the staff sign-in", () => {
  it("sends a visitor to the sign-in page and refuses the API", async () => {
    const page = await send("http://localhost/admin/orders");
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/admin/login?next=%2Fadmin%2Forders");
    expect((await send("http://localhost/admin/login")).status).toBe(200);
    const browser = new TestBrowser("http://localhost");
    expect((await browser.api("admin/dashboard")).status).toBe(401);
  });

  it("signs staff in with their password, under the customers' rate limits, and out again", async () => {
    const member = await addStaffRow("fulfilment");
    const browser = new TestBrowser("http://localhost");
    const wrong = await browser.api("admin/signIn", {
      email: member.email,
      password: "not-the-password",
    });
    expect(wrong.status).toBe(400);
    const right = await browser.api<any>("admin/signIn", {
      email: member.email,
      password: STAFF_PASSWORD,
    });
    expect(right.status).toBe(200);
    expect(right.response.headers.getSetCookie().join()).toMatch(/he-staff=.*HttpOnly.*SameSite=Strict/i);
    const me = await browser.api<any>("admin/me");
    expect(me.envelope.data.screens.map((s: { path: string }) => s.path)).toEqual(["/admin", "/admin/orders", "/admin/custom"]);
    expect((await browser.api("admin/signOut")).status).toBe(200);
    expect((await browser.api("admin/me")).status).toBe(401);

    const limited = new TestBrowser("http://localhost");
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await limited.api("admin/signIn", {
            email: member.email,
            password: "wrong-password",
          })
        ).status,
      );
    expect(statuses.at(-1)).toBe(429);
  });

  it("ends a switched-off member's session at once, and a shopper's token is no staff token", async () => {
    const browser = await staffBrowser("support");
    expect((await browser.api("admin/me")).status).toBe(200);
    await env.DB.prepare("UPDATE staff SET active = 0 WHERE id = ?").bind(browser.staff.id).run();
    expect((await browser.api("admin/me")).status).toBe(401);
    const shopper = new TestBrowser("http://localhost");
    await shopper.fetch("/");
    const token = shopper.cookies.get("he-token");
    expect(token).toBeTruthy();
    shopper.cookies.set("he-staff", token!);
    expect((await shopper.api("admin/me")).status).toBe(401);
  });

  it("refuses cross-site calls", async () => {
    const browser = await staffBrowser("owner");
    expect((await browser.api("admin/dashboard", {}, { Origin: "https://evil.example" })).status).toBe(403);
  });
});
