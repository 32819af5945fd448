import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ACCOUNT_LIMITS } from "../../services/account/limits";
import { lastCodeTo, lastMailTo, mailCount, newEmail, PASSWORD, registered, TestBrowser } from "../../test/account-client";

const registration = (email: string, password = PASSWORD) => ({ email, password, confirmPassword: password, agreePrivacy: true });

describe("account/register and account/confirmRegistration", () => {
  it("mails a code, and the code creates the account, signs in and gives a welcome coupon", async () => {
    const browser = new TestBrowser("http://fr.localhost");
    const email = newEmail();
    const started = await browser.api("account/register", { ...registration(email), firstName: "Camille" });
    expect(started.status).toBe(200);
    expect(started.envelope.message).toContain(email);
    expect(await lastMailTo(email)).toMatch(/^Subject: =\?UTF-8\?B\?/m);
    expect(await browser.whoAmI()).toEqual({ customerId: "", email: "" });

    const confirmed = await browser.api<{ name: string }>("account/confirmRegistration", { email, code: await lastCodeTo(email) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.envelope.data.name).toBe("Camille");
    expect((await browser.whoAmI()).email).toBe(email);
    const coupons = await browser.api<{ code: string; source: string }[]>("account/coupons");
    expect(coupons.envelope.data).toEqual([expect.objectContaining({ source: "welcome", code: expect.stringMatching(/^WELCOME-\d{6}$/) })]);
  });

  it("answers a taken email exactly like a new one, and tells only the mailbox", async () => {
    const { email } = await registered(new TestBrowser());
    const fresh = newEmail();
    const [taken, free] = [
      await new TestBrowser().api("account/register", registration(email.toUpperCase())),
      await new TestBrowser().api("account/register", registration(fresh)),
    ];
    expect(taken.status).toBe(free.status);
    expect(taken.envelope.message.replace(email.toUpperCase(), "X")).toBe(free.envelope.message.replace(fresh, "X"));
    expect(Object.keys(taken.envelope.data as object)).toEqual(Object.keys(free.envelope.data as object));
    expect(await lastMailTo(email)).toMatch(/already/i);
    expect(await lastMailTo(email)).not.toMatch(/^\d{6}\r?$/m);
  });

  it("refuses a wrong code, needs the privacy policy agreed and matching passwords", async () => {
    const browser = new TestBrowser();
    const email = newEmail();
    await browser.api("account/register", registration(email));
    const wrong = await browser.api("account/confirmRegistration", { email, code: "000000" === (await lastCodeTo(email)) ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.envelope.data).toEqual({ fields: { code: expect.any(String) } });

    const noAgreement = await browser.api("account/register", { ...registration(newEmail()), agreePrivacy: false });
    expect(noAgreement.status).toBe(400);
    expect(noAgreement.envelope.data).toEqual({ fields: { agreePrivacy: expect.stringMatching(/privacy policy/i) } });

    const mismatch = await browser.api("account/register", { ...registration(newEmail()), confirmPassword: "something else" });
    expect(mismatch.envelope.data).toEqual({ fields: { confirmPassword: "The password does not match the last input." } });
  });
});

describe("account/signIn and account/signOut", () => {
  it("signs in with a session-length cookie, or a 30-day one with remember me, and sets he-username", async () => {
    const { email } = await registered(new TestBrowser());
    for (const remember of [false, true]) {
      const browser = new TestBrowser();
      const { status, response } = await browser.api("account/signIn", { email, password: PASSWORD, remember });
      expect(status).toBe(200);
      // A first-time visitor also gets an anonymous token earlier in the answer; the last one counts.
      const token = response.headers
        .getSetCookie()
        .filter((c) => c.startsWith("he-token="))
        .at(-1)!;
      expect(token).toMatch(/HttpOnly/i);
      if (remember) expect(token).toMatch(/Max-Age=2592000/);
      else expect(token).not.toMatch(/Max-Age|Expires/i);
      expect(browser.cookies.get("he-username")).toBe(encodeURIComponent(email.split("@")[0]));
      expect((await browser.whoAmI()).email).toBe(email);
    }
  });

  it("gives the same answer for an unknown email and a wrong password", async () => {
    const { email } = await registered(new TestBrowser());
    const wrong = await new TestBrowser().api("account/signIn", { email, password: "not the password" });
    const unknown = await new TestBrowser().api("account/signIn", { email: newEmail("nobody"), password: "not the password" });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.envelope).toEqual(unknown.envelope);
  });

  it("signs out: the token reads anonymous and the session cannot be replayed", async () => {
    const browser = new TestBrowser();
    const { email } = await registered(browser);
    const stolen = browser.cookies.get("he-token")!;
    const out = await browser.api("account/signOut");
    expect(out.status).toBe(200);
    expect(await browser.whoAmI()).toEqual({ customerId: "", email: "" });
    expect(browser.cookies.has("he-username")).toBe(false);

    // The copied token of the ended session is worth nothing now.
    const thief = new TestBrowser();
    thief.cookies.set("he-uuid", browser.cookies.get("he-uuid")!);
    thief.cookies.set("he-token", stolen);
    expect(await thief.whoAmI()).toEqual({ customerId: "", email: "" });
    expect(email).toContain("@");
  });

  it("ends the session a browser had when it signs in as someone else", async () => {
    const browser = new TestBrowser();
    await registered(browser);
    const first = browser.cookies.get("he-token")!;
    const { email: other } = await registered(new TestBrowser(), newEmail("other"));
    expect((await browser.api("account/signIn", { email: other, password: PASSWORD })).status).toBe(200);
    expect((await browser.whoAmI()).email).toBe(other);
    const replay = new TestBrowser();
    replay.cookies.set("he-uuid", browser.cookies.get("he-uuid")!);
    replay.cookies.set("he-token", first);
    expect((await replay.whoAmI()).customerId).toBe("");
  });

  it("answers a plain form POST (no JavaScript) with a redirect home", async () => {
    const browser = new TestBrowser();
    await registered(browser);
    const response = await browser.fetch("/api/account/signOut", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: browser.origin },
      body: "",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");
    expect((await browser.whoAmI()).customerId).toBe("");
  });

  it("refuses a sign-out posted from another site", async () => {
    const browser = new TestBrowser();
    await registered(browser);
    const { status } = await browser.api("account/signOut", undefined, { Origin: "https://evil.example" });
    expect(status).toBe(403);
    expect((await browser.whoAmI()).customerId).not.toBe("");
  });
});

describe("account/sendResetCode and account/resetPassword", () => {
  it("mails a code only to an existing account, answering both the same way", async () => {
    const { email } = await registered(new TestBrowser());
    const nobody = newEmail("nobody");
    const known = await new TestBrowser().api("account/sendResetCode", { email });
    const unknown = await new TestBrowser().api("account/sendResetCode", { email: nobody });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.envelope.message.replace(email, "X")).toBe(unknown.envelope.message.replace(nobody, "X"));
    expect(await lastCodeTo(email)).toMatch(/^\d{6}$/);
    expect(await mailCount(nobody)).toBe(0);
  });

  it("resets with the code, signs every session out, and the new password works", async () => {
    const signedIn = new TestBrowser();
    const { email } = await registered(signedIn);
    const browser = new TestBrowser();
    await browser.api("account/sendResetCode", { email });
    const code = await lastCodeTo(email);
    const reset = await browser.api("account/resetPassword", { email, code, password: "Opal-Lantern-77", confirmPassword: "Opal-Lantern-77" });
    expect(reset.status).toBe(200);
    expect((await signedIn.whoAmI()).customerId).toBe("");
    expect((await browser.api("account/signIn", { email, password: PASSWORD })).status).toBe(400);
    expect((await browser.api("account/signIn", { email, password: "Opal-Lantern-77" })).status).toBe(200);
    // The code worked once.
    const again = await new TestBrowser().api("account/resetPassword", {
      email,
      code,
      password: "Another-Gem-88",
      confirmPassword: "Another-Gem-88",
    });
    expect(again.status).toBe(400);
  });

  it.each([
    ["the verification code is required", { code: "", confirmPassword: "Opal-Lantern-77" }, { code: "The verification code is required." }],
    [
      "the passwords must match",
      { code: "123456", confirmPassword: "Opal-Lantern-78" },
      { confirmPassword: "The password does not match the last input." },
    ],
  ])("says %s", async (_case, body, fields) => {
    const answer = await new TestBrowser().api("account/resetPassword", { email: newEmail(), password: "Opal-Lantern-77", ...body });
    expect(answer.envelope.data).toEqual({ fields });
  });

  it("answers a wrong code and an email without an account the same way", async () => {
    const { email } = await registered(new TestBrowser());
    await new TestBrowser().api("account/sendResetCode", { email });
    const code = await lastCodeTo(email);
    const body = { password: "Opal-Lantern-77", confirmPassword: "Opal-Lantern-77" };
    const wrong = await new TestBrowser().api("account/resetPassword", { ...body, email, code: code === "000000" ? "000001" : "000000" });
    const unknown = await new TestBrowser().api("account/resetPassword", { ...body, email: newEmail("nobody"), code });
    expect(wrong.status).toBe(400);
    expect(wrong.envelope).toEqual(unknown.envelope);
  });
});

describe("rate limits", () => {
  it("stop sign-in attempts per email, from any client, with a 429 that says how long to wait", async () => {
    const { email } = await registered(new TestBrowser());
    const { limit } = ACCOUNT_LIMITS.signIn.own;
    const answers = [];
    for (let i = 0; i <= limit; i++) answers.push(await new TestBrowser().api("account/signIn", { email, password: `wrong-${i}` }));
    expect(answers.slice(0, limit).every((a) => a.status === 400)).toBe(true);
    const limited = answers[limit];
    expect(limited.status).toBe(429);
    expect(limited.envelope.code).toBe(429);
    expect(limited.envelope.message).toMatch(/too many attempts.*\d+ minute/i);
    expect(Number(limited.response.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Even the right password waits: the limit protects the account, not the attacker.
    expect((await new TestBrowser().api("account/signIn", { email, password: PASSWORD })).status).toBe(429);
  });

  it("stop sign-in attempts per client across many emails", async () => {
    const browser = new TestBrowser();
    const { limit } = ACCOUNT_LIMITS.signIn.ip;
    const statuses = await Promise.all(
      Array.from({ length: limit + 5 }, () =>
        browser.api("account/signIn", { email: newEmail("spray"), password: "whatever" }).then((a) => a.status),
      ),
    );
    expect(statuses.filter((s) => s === 400)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it("limit reset codes per email whether or not it has an account", async () => {
    for (const email of [(await registered(new TestBrowser())).email, newEmail("nobody")]) {
      const statuses = [];
      for (let i = 0; i <= ACCOUNT_LIMITS.sendCode.own.limit; i++) {
        statuses.push((await new TestBrowser().api("account/sendResetCode", { email })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
  });

  it("limit code guesses per email", async () => {
    const email = newEmail();
    const body = { email, code: "123456", password: "Opal-Lantern-77", confirmPassword: "Opal-Lantern-77" };
    const { limit } = ACCOUNT_LIMITS.checkCode.own;
    const statuses = [];
    for (let i = 0; i <= limit; i++) statuses.push((await new TestBrowser().api("account/resetPassword", body)).status);
    expect(statuses.slice(0, limit).every((s) => s === 400)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it("keep emails out of the counter table", async () => {
    const email = newEmail("private");
    await new TestBrowser().api("account/signIn", { email, password: "whatever" });
    const { results } = await env.DB.prepare("SELECT bucket FROM rate_limits WHERE bucket LIKE 'sign-in-email:%'").all<{ bucket: string }>();
    expect(results.length).toBeGreaterThan(0);
    expect(results.some((r) => r.bucket.includes("@"))).toBe(false);
  });
});
