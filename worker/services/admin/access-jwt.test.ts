import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACCESS_ENV, accessKey, accessToken, FAKE_ACCESS, fakeAccessFetch, type AccessKey } from "../../test/fake-access";
import { accessSettings, forgetAccessKeys, verifyAccessJwt } from "./access-jwt";

const settings = accessSettings(ACCESS_ENV)!;
let published: AccessKey[] = [];
let certs: { certsCalls: number };

beforeEach(() => {
  forgetAccessKeys();
  const fake = fakeAccessFetch(() => published, globalThis.fetch);
  certs = fake.state;
  vi.stubGlobal("fetch", fake.fetcher);
});
afterEach(() => vi.unstubAllGlobals());

describe("Cloudflare Access assertions", () => {
  it("reads the team and audience settings, and refuses to work without them", () => {
    expect(settings).toEqual({
      issuer: FAKE_ACCESS.issuer,
      audience: FAKE_ACCESS.audience,
    });
    expect(
      accessSettings({
        ACCESS_TEAM_DOMAIN: "https://shop.cloudflareaccess.com/",
        ACCESS_AUD: "a",
      })?.issuer,
    ).toBe("https://shop.cloudflareaccess.com");
    expect(accessSettings({ ACCESS_TEAM_DOMAIN: "shop" })).toBeNull();
    expect(accessSettings({ ACCESS_AUD: "a" })).toBeNull();
    expect(accessSettings({ ACCESS_TEAM_DOMAIN: "evil.com/x?", ACCESS_AUD: "a" })).toBeNull();
  });

  it("accepts a valid token and keeps the keys for the next one", async () => {
    const key = await accessKey();
    published = [key];
    expect(await verifyAccessJwt(await accessToken(key, { email: "Owner@Heliora.example" }), settings)).toEqual({
      ok: true,
      email: "owner@heliora.example",
    });
    expect(await verifyAccessJwt(await accessToken(key), settings)).toMatchObject({ ok: true });
    expect(certs.certsCalls).toBe(1);
  });

  it("refuses a wrong audience, an expired token, another issuer, a missing or malformed one", async () => {
    const key = await accessKey();
    published = [key];
    const now = Math.floor(Date.now() / 1000);
    expect(await verifyAccessJwt(await accessToken(key, { aud: ["someone-else"] }), settings)).toEqual({ ok: false, reason: "audience" });
    expect(await verifyAccessJwt(await accessToken(key, { exp: now - 120 }), settings)).toEqual({ ok: false, reason: "expired" });
    expect(await verifyAccessJwt(await accessToken(key, { iss: "https://other.cloudflareaccess.com" }), settings)).toEqual({
      ok: false,
      reason: "issuer",
    });
    expect(await verifyAccessJwt(await accessToken(key, { nbf: now + 600 }), settings)).toEqual({ ok: false, reason: "notYetValid" });
    expect(await verifyAccessJwt(await accessToken(key, { email: undefined }), settings)).toEqual({ ok: false, reason: "noEmail" });
    expect(await verifyAccessJwt(undefined, settings)).toEqual({
      ok: false,
      reason: "missing",
    });
    expect(await verifyAccessJwt("a.b", settings)).toEqual({
      ok: false,
      reason: "malformed",
    });
    expect(await verifyAccessJwt("###.###.###", settings)).toEqual({
      ok: false,
      reason: "malformed",
    });
  });

  it("refuses a forged signature and any algorithm but RS256", async () => {
    const key = await accessKey();
    const forger = await accessKey(key.kid);
    published = [key];
    expect(await verifyAccessJwt(await accessToken(forger), settings)).toEqual({
      ok: false,
      reason: "signature",
    });
    const [header, body] = (await accessToken(key)).split(".");
    const none = `${btoa(JSON.stringify({ alg: "none", kid: key.kid })).replace(/=+$/, "")}.${body}.`;
    expect(await verifyAccessJwt(none, settings)).toEqual({
      ok: false,
      reason: "algorithm",
    });
    const tampered = `${header}.${btoa(JSON.stringify({ aud: [FAKE_ACCESS.audience], email: "x@y.z", iss: FAKE_ACCESS.issuer, exp: 9e9 })).replace(/=+$/, "")}.${(await accessToken(key)).split(".")[2]}`;
    expect(await verifyAccessJwt(tampered, settings)).toEqual({
      ok: false,
      reason: "signature",
    });
  });

  it("refetches the keys once for an unknown key id (rotation), and refuses a key Access never published", async () => {
    const old = await accessKey();
    published = [old];
    vi.useFakeTimers({ now: Date.now(), toFake: ["Date"] });
    try {
      expect(await verifyAccessJwt(await accessToken(old), settings)).toMatchObject({ ok: true });
      const rotated = await accessKey();
      published = [old, rotated];
      vi.advanceTimersByTime(60_000);
      expect(await verifyAccessJwt(await accessToken(rotated), settings, Date.now())).toMatchObject({ ok: true });
      expect(certs.certsCalls).toBe(2);
      const stranger = await accessKey();
      expect(await verifyAccessJwt(await accessToken(stranger), settings, Date.now())).toEqual({ ok: false, reason: "unknownKey" });
      // Unknown key ids do not make the worker hammer the certs endpoint.
      expect(await verifyAccessJwt(await accessToken(stranger), settings, Date.now())).toEqual({ ok: false, reason: "unknownKey" });
      expect(certs.certsCalls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives up on a certs endpoint that does not answer within its timeout, and refuses", async () => {
    const key = await accessKey();
    let aborted = false;
    vi.stubGlobal("fetch", (_input: RequestInfo | URL, init?: RequestInit) => {
      // Never answers; only the timeout's abort ends the wait.
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => {
          aborted = true;
          reject(init.signal?.reason);
        });
      });
    });
    expect(await verifyAccessJwt(await accessToken(key), settings)).toEqual({ ok: false, reason: "keysUnavailable" });
    expect(aborted).toBe(true);
  });

  it("refuses when Access answers the certs request with an error", async () => {
    const key = await accessKey();
    vi.stubGlobal("fetch", () => Promise.resolve(new Response("unavailable", { status: 503 })));
    expect(await verifyAccessJwt(await accessToken(key), settings)).toEqual({ ok: false, reason: "keysUnavailable" });
  });
});
