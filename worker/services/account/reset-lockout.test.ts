import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { STORES } from "~/shared/stores";
import { lastCodeTo, lastMailTo, mailCount, newEmail, registered, TestBrowser } from "../../test/account-client";
import { notifyResetLocked, requestPasswordReset, resetPassword } from "./credentials";
import { RESET_LOCKOUT, recordResetFailure } from "./reset-lockout";
import type { AccountScope } from "./scope";
import { EMAIL_CODE } from "~/shared/account-rules";

const HOUR = 60 * 60 * 1000;
const scopeAt = (now: number): AccountScope => ({ env, store: STORES.us, language: "en", origin: "http://us.localhost", now });
const password = "Opal-Lantern-77";
const wrongFor = (code: string) => (code === "000000" ? "000001" : "000000");

describe("reset codes: wrong guesses count per email and day, across re-issued codes", () => {
  it("locks the email's reset for the rest of the day at the ceiling, even for the right code, and tells the owner once", async () => {
    const { email } = await registered(new TestBrowser());
    // Noon UTC on some day, so every step stays within that day.
    const day = Date.UTC(2031, 4, 6, 12);
    let failures = 0;
    let hour = 0;
    // Each code voids itself after EMAIL_CODE.maxAttempts; asking for a new one buys no more guesses.
    while (failures < RESET_LOCKOUT.maxFailuresPerDay) {
      await requestPasswordReset(scopeAt(day + hour * HOUR), email);
      const code = await lastCodeTo(email);
      for (let i = 0; i < EMAIL_CODE.maxAttempts && failures < RESET_LOCKOUT.maxFailuresPerDay; i++, failures++) {
        const result = await resetPassword(scopeAt(day + hour * HOUR), { email, code: wrongFor(code), password });
        expect(result, `guess ${failures + 1}`).toBe(failures + 1 === RESET_LOCKOUT.maxFailuresPerDay ? "lockedNow" : "invalid");
      }
      hour++;
    }
    // The owner is told (the route sends it in the background after "lockedNow").
    const before = await mailCount(email);
    await notifyResetLocked(scopeAt(day + hour * HOUR), email);
    expect(await mailCount(email)).toBe(before + 1);
    expect(await lastMailTo(email)).toMatch(/locked/i);

    // A minute later, so the fresh code's mail is the newest (the outbox orders mails by time).
    const later = day + hour * HOUR + 60_000;
    await requestPasswordReset(scopeAt(later), email);
    const fresh = await lastCodeTo(email);
    expect(await resetPassword(scopeAt(later), { email, code: fresh, password })).toBe("locked");
    // More wrong guesses the same day do not tell the owner again.
    expect(await recordResetFailure(env.DB, email, day + hour * HOUR)).toBe("counted");

    // The next UTC day the email starts again.
    const tomorrow = Date.UTC(2031, 4, 7, 0, 1);
    await requestPasswordReset(scopeAt(tomorrow), email);
    expect(await resetPassword(scopeAt(tomorrow), { email, code: await lastCodeTo(email), password })).toBe("done");
  });
});

describe("account/resetPassword and account/sendResetCode with a locked email", () => {
  async function lock(email: string) {
    for (let i = 0; i < RESET_LOCKOUT.maxFailuresPerDay; i++) await recordResetFailure(env.DB, email);
  }

  it("refuse with 429 until tomorrow, the same for an email with or without an account", async () => {
    const { email } = await registered(new TestBrowser());
    const nobody = newEmail("nobody");
    await lock(email);
    await lock(nobody);
    for (const who of [email, nobody]) {
      const send = await new TestBrowser().api("account/sendResetCode", { email: who });
      expect(send.status).toBe(429);
      expect(send.envelope.message).toBe("Too many wrong codes for this email address today. Password reset is locked until tomorrow.");
      const reset = await new TestBrowser().api("account/resetPassword", { email: who, code: "123456", password, confirmPassword: password });
      expect(reset.status).toBe(429);
      expect(reset.envelope).toEqual(send.envelope);
      const wait = Number(reset.response.headers.get("Retry-After"));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(24 * 60 * 60);
    }
  });

  it("emails the owner when the tenth wrong code of the day locks the reset", async () => {
    const { email } = await registered(new TestBrowser());
    for (let i = 0; i < RESET_LOCKOUT.maxFailuresPerDay - 1; i++) await recordResetFailure(env.DB, email);
    const before = await mailCount(email);
    const last = await new TestBrowser().api("account/resetPassword", { email, code: "123456", password, confirmPassword: password });
    expect(last.status).toBe(400);
    expect(await mailCount(email)).toBe(before + 1);
    expect(await lastMailTo(email)).toContain("Password reset locked on your");
    expect((await new TestBrowser().api("account/resetPassword", { email, code: "123456", password, confirmPassword: password })).status).toBe(429);
  });
});
