import { describe, expect, it, vi } from "vitest";
import { contextFor, send } from "../test/harness";

const LIVE_SECRET = "a-production-secret-of-forty-bytes-0123456";
const PUBLIC_DEV_SECRET = "local-development-secret-change-me-0123456789";

/** Sends one request that must be refused; returns what was logged meanwhile. */
async function expectRefused(url: string, env: Record<string, string | undefined>) {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    const response = await send(url, { env });
    const text = await response.text();
    expect(response.status, url).toBe(503);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(response.headers.get("Set-Cookie"), "no token is signed").toBeNull();
    expect(text).not.toMatch(/APP_SECRET|_BASE|\n\s+at\s/);
    expect(response.headers.get("Content-Security-Policy") ?? "").not.toContain("nonce");
    return errors.mock.calls.flat().join("\n");
  } finally {
    errors.mockRestore();
  }
}

describe("production is the default (docs/decisions/0007-production-and-development.md)", () => {
  it("treats a missing, staging or misspelt ENVIRONMENT as production", async () => {
    for (const ENVIRONMENT of [undefined, "staging", "developement", "Local", "production"]) {
      const { ctx } = await contextFor("https://www.heliora.com/cart", { env: { ENVIRONMENT, APP_SECRET: LIVE_SECRET } });
      expect(ctx.store, String(ENVIRONMENT)).toBe("us");
      const page = await send("https://www.heliora.com/cart", { env: { ENVIRONMENT, APP_SECRET: undefined } });
      expect(page.status, String(ENVIRONMENT)).toBe(503);
    }
  });
});

describe("a missing or weak APP_SECRET fails closed", () => {
  it("answers every request with a plain 503 outside localhost and logs why", async () => {
    const cases: Record<string, string | undefined>[] = [
      { ENVIRONMENT: undefined, APP_SECRET: undefined },
      { ENVIRONMENT: "production", APP_SECRET: "short-secret" },
      { ENVIRONMENT: "staging", APP_SECRET: PUBLIC_DEV_SECRET },
      { ENVIRONMENT: "local", APP_SECRET: undefined },
      { ENVIRONMENT: "development", APP_SECRET: "x".repeat(31) },
    ];
    const logs: string[] = [];
    for (const env of cases) {
      for (const path of ["/", "/cart", "/api/index/countries", "/api/health"]) {
        logs.push(await expectRefused(`https://www.heliora.com${path}`, env));
      }
    }
    expect(logs.join("\n")).toMatch(/shorter than 32 bytes[\s\S]*public development secret/);
  });

  it("logs the reason once per isolate, not once per request", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const env = { ENVIRONMENT: "production", APP_SECRET: "once-per-isolate" };
    for (let i = 0; i < 3; i++) expect((await send("https://www.heliora.com/", { env })).status).toBe(503);
    const lines = errors.mock.calls.flat().filter((line) => String(line).includes("shorter than 32 bytes"));
    errors.mockRestore();
    expect(lines.length).toBeLessThanOrEqual(1);
  });

  it("refuses production on localhost too, so a production run is tested as deployed", async () => {
    const response = await send("http://us.localhost/", { env: { ENVIRONMENT: "production", APP_SECRET: undefined } });
    expect(response.status).toBe(503);
  });

  it("lets development on localhost fall back to the committed dev secret", async () => {
    for (const host of ["localhost:8787", "us.localhost", "127.0.0.1:8787"]) {
      const response = await send(`http://${host}/`, { env: { ENVIRONMENT: "local", APP_SECRET: undefined } });
      expect(response.status, host).toBe(200);
      expect(response.headers.getSetCookie().some((c) => c.startsWith("he-token="))).toBe(true);
    }
  });

  it("serves production with a secret of 32 bytes or more", async () => {
    const response = await send("https://www.heliora.com/", { env: { ENVIRONMENT: "production", APP_SECRET: LIVE_SECRET } });
    expect(response.status).toBe(200);
  });
});

describe("providers' test environments are refused in production", () => {
  const base = { ENVIRONMENT: "production", APP_SECRET: LIVE_SECRET };
  const testBases: Record<string, string> = {
    PAYPAL_API_BASE: "https://api-m.sandbox.paypal.com",
    ADYEN_CHECKOUT_BASE: "https://checkout-test.adyen.com/v71",
    SEZZLE_API_BASE: "https://sandbox.gateway.sezzle.com",
    DLOCAL_API_BASE: "https://sandbox.dlocal.com",
  };

  it("answers 503 for each test base, naming it in the log only", async () => {
    for (const [name, value] of Object.entries(testBases)) {
      const log = await expectRefused("https://www.heliora.com/", { ...base, [name]: value });
      expect(log, name).toContain(name);
    }
  });

  it("refuses Adyen credentials without a live base (its default is the test API)", async () => {
    const response = await send("https://www.heliora.com/", { env: { ...base, ADYEN_API_KEY: "k", ADYEN_MERCHANT_ACCOUNT: "m" } });
    expect(response.status).toBe(503);
  });

  it("allows them with a deliberate PAYMENTS_TEST_MODE=1, and live bases always", async () => {
    for (const [name, value] of Object.entries(testBases)) {
      expect((await send("https://www.heliora.com/", { env: { ...base, PAYMENTS_TEST_MODE: "1", [name]: value } })).status, name).toBe(200);
    }
    const live = {
      PAYPAL_API_BASE: "https://api-m.paypal.com",
      SEZZLE_API_BASE: "https://gateway.sezzle.com",
      DLOCAL_API_BASE: "https://api.dlocal.com",
      ADYEN_CHECKOUT_BASE: "https://1797a841fbb37ca7-AdyenDemo-checkout-live.adyenpayments.com/checkout/v71",
    };
    expect((await send("https://www.heliora.com/", { env: { ...base, ...live } })).status).toBe(200);
  });

  it("leaves development free to use them", async () => {
    const response = await send("http://us.localhost/", { env: { ENVIRONMENT: "local", ...testBases } });
    expect(response.status).toBe(200);
  });
});
