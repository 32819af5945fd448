import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { lastCodeTo, newEmail, TestBrowser } from "../../test/account-client";
import { confirmRegistration } from "./registration";
import { RESET_LOCKOUT } from "./reset-lockout";

describe("registration codes", () => {
  it("have the reset codes' daily failure budget: past it, even the right code waits for tomorrow", async () => {
    const email = newEmail("reglock");
    const browser = new TestBrowser();
    const password = "Correct-horse-9";
    expect((await browser.api("account/register", { email, password, confirmPassword: password, agreePrivacy: true })).status).toBe(200);
    const code = await lastCodeTo(email);
    const wrong = code === "000000" ? "111111" : "000000";
    const scope = { env, store: { key: "us" }, language: "en", origin: "http://localhost" } as unknown as Parameters<typeof confirmRegistration>[0];
    for (let i = 0; i < RESET_LOCKOUT.maxFailuresPerDay; i++) expect(await confirmRegistration(scope, { email, code: wrong })).toBeNull();
    expect(await confirmRegistration(scope, { email, code })).toBe("locked");
    const answer = await new TestBrowser().api("account/confirmRegistration", { email, code });
    expect(answer.status).toBe(429);
    expect(answer.envelope.message).toBe("Too many wrong codes for this email address today. Please try again tomorrow.");
    expect(Number(answer.response.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
