import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { lastMailTo, mailCount, newEmail, TestBrowser } from "../../test/account-client";
import { auditRows, staffBrowser } from "../../test/admin-client";
import { appSecret } from "../../config";
import { CONFIRM_LINK_MS, confirmToken, openConfirmToken } from "../../services/newsletter/subscribe";

const confirmedAt = (email: string) =>
  env.DB.prepare("SELECT confirmed_at AS at FROM newsletter_subscribers WHERE email = ?")
    .bind(email)
    .first<{ at: number | null }>()
    .then((r) => r?.at);

/** The link of the confirmation mail (quoted-printable soft breaks undone). */
async function confirmLink(email: string): Promise<string> {
  const mail = (await lastMailTo(email))!.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return mail.match(/https?:\/\/[^\s<"]+\/newsletter\/confirm\?token=[A-Za-z0-9._-]+/)![0];
}

const listed = async (email: string) => {
  const owner = await staffBrowser("owner");
  const list = await owner.api<{ items: { email: string }[] }>("admin/newsletter/list", { q: email });
  const csv = await owner.fetch("/api/admin/newsletter/export", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: owner.origin },
    body: JSON.stringify({ q: email }),
  });
  return { list: list.envelope.data!.items.map((i) => i.email), csv: (await csv.text()).includes(email), owner };
};

describe("newsletter double opt-in", () => {
  it("mails a signed link; the address is listed and exported only after its button is pressed", async () => {
    const email = newEmail("optin");
    const shopper = new TestBrowser("http://de.localhost");
    const { status, envelope } = await shopper.api("index/subscribe", { email });
    expect(status).toBe(200);
    expect(envelope.message).toBe("Fast geschafft: Bitte bestätigen Sie Ihre Anmeldung über den Link, den wir Ihnen gerade gesendet haben.");
    expect(await confirmedAt(email)).toBeNull();
    expect(await listed(email)).toMatchObject({ list: [], csv: false });

    const link = new URL(await confirmLink(email));
    expect(link.origin).toBe("http://de.localhost");
    // Opening the link (as a mail scanner does) confirms nothing: it shows the button.
    const opened = await shopper.fetch(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("Cache-Control")).toBe("private, no-store");
    const page = await opened.text();
    expect(page).toContain("Anmeldung bestätigen</button>");
    expect(await confirmedAt(email)).toBeNull();

    const token = link.searchParams.get("token")!;
    const pressed = await shopper.fetch(`${link.pathname}${link.search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain(`Vielen Dank! ${email} erhält nun unseren Newsletter.`);
    expect(await confirmedAt(email)).toBeTypeOf("number");
    const after = await listed(email);
    expect(after).toMatchObject({ list: [email], csv: true });

    // Viewing the list and exporting it each left an audit row naming the staff member.
    const audit = (await auditRows("all")).filter((r) => r.staff_email === after.owner.staff.email).map((r) => r.action);
    expect(audit).toEqual(["newsletter:view", "newsletter:export"]);

    // Signing up again once confirmed sends nothing more.
    const mails = await mailCount(email);
    await new TestBrowser("http://de.localhost").api("index/subscribe", { email });
    expect(await mailCount(email)).toBe(mails);
  });

  it("refuses a forged, altered or expired token without confirming anything", async () => {
    const email = newEmail("forged");
    await new TestBrowser().api("index/subscribe", { email });
    const secret = appSecret(env);
    const good = await confirmToken(secret, email);
    const [address, issued, signature] = good.split(".");
    const other = await confirmToken(secret, newEmail("other"));
    for (const token of [
      `${address}.${issued}.${other.split(".")[2]}`,
      `${other.split(".")[0]}.${issued}.${signature}`,
      await confirmToken("not-the-secret", email),
      await confirmToken(secret, email, Date.now() - CONFIRM_LINK_MS - 1000),
      "",
      "a.b",
      `%%%.${issued}.${signature}`,
    ]) {
      expect(await openConfirmToken(secret, token), token).toBeNull();
      const response = await new TestBrowser().fetch("/newsletter/confirm", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token }).toString(),
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("This confirmation link is not valid or has expired.");
    }
    expect(await confirmedAt(email)).toBeNull();
    expect(await openConfirmToken(secret, good)).toBe(email);
  });

  it("sends one address at most three confirmation mails a day, whatever the client address", async () => {
    const email = newEmail("flood");
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await new TestBrowser().api("index/subscribe", { email }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    expect(answers[3].response.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await mailCount(email)).toBe(3);
  });
});
