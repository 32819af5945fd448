import { escapeHtml } from "../html-escape";
import type { Env } from "../../env";
import { isProduction } from "../../config";
import { randomId, toBase64 } from "../bytes";

/**
 * Sends email through the `EMAIL` send_email binding (Cloudflare Email Service in
 * production). Locally wrangler only simulates that binding: it logs the message and
 * writes the text to a temporary folder it deletes on exit. So that a developer can read
 * their reset code, non-production runs with MAIL_OUTBOX="kv" also keep each message, as
 * an RFC 5322 .eml, in KV under `outbox:` for a week; `node scripts/mail.mjs` writes them
 * to .mail/. Production never keeps a copy.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (an invoice PDF with the shipped email). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  type: string;
  content: Uint8Array;
}

/** A mail of plain paragraphs: the text joined by blank lines, the HTML one escaped <p> each. */
export const paragraphMail = (to: string, subject: string, paragraphs: string[]): Mail => ({
  to,
  subject,
  text: paragraphs.join("\n\n"),
  html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n"),
});

export const OUTBOX_PREFIX = "outbox:";
const OUTBOX_TTL_SECONDS = 7 * 24 * 60 * 60;

const outboxEnabled = (env: Env) => !isProduction(env) && env.MAIL_OUTBOX === "kv";

/** RFC 2047 encoded-word for a header that may hold non-ASCII text (French, German, Spanish). */
function encodeHeader(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  return `=?UTF-8?B?${toBase64(new TextEncoder().encode(text))}?=`;
}

/** The message as an .eml file; attachments wrap it in multipart/mixed, each base64 in lines of 76. */
function toEml(from: string, mail: Mail, now: number): string {
  const message = bodyEml(from, mail, now);
  if (!mail.attachments?.length) return message;
  const split = message.indexOf("\r\nContent-Type:");
  const headers = message.slice(0, split);
  const body = message.slice(split + 2);
  const boundary = `mixed-${randomId(12)}`;
  const files = mail.attachments.flatMap((file) => [
    `--${boundary}`,
    `Content-Type: ${file.type}; name="${file.filename}"`,
    `Content-Disposition: attachment; filename="${file.filename}"`,
    "Content-Transfer-Encoding: base64",
    "",
    ...(toBase64(file.content).match(/.{1,76}/g) ?? []),
  ]);
  return [headers, `Content-Type: multipart/mixed; boundary="${boundary}"`, "", `--${boundary}`, body, ...files, `--${boundary}--`, ""].join("\r\n");
}

/** The message as an .eml file: headers, then a text part and, when there is one, an HTML part. */
function bodyEml(from: string, mail: Mail, now: number): string {
  const domain = from.slice(from.lastIndexOf("@") + 1) || "localhost";
  const headers = [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${new Date(now).toUTCString()}`,
    `Message-ID: <${randomId(12)}@${domain}>`,
    "MIME-Version: 1.0",
  ];
  const text = mail.text.replace(/\r?\n/g, "\r\n");
  if (!mail.html) {
    return [...headers, "Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: 8bit", "", text].join("\r\n");
  }
  const boundary = `part-${randomId(12)}`;
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    text,
    `--${boundary}`,
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    mail.html.replace(/\r?\n/g, "\r\n"),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

export async function sendMail(env: Env, from: string, mail: Mail, now = Date.now()): Promise<void> {
  if (outboxEnabled(env)) {
    // Keys sort by time, so the newest message is the last one listed.
    const key = `${OUTBOX_PREFIX}${String(now).padStart(15, "0")}:${randomId(6)}`;
    await env.KV.put(key, toEml(from, mail, now), {
      expirationTtl: OUTBOX_TTL_SECONDS,
      // KV metadata travels in an HTTP header: keep it ASCII (subjects are often not).
      metadata: { to: mail.to, subject: encodeURIComponent(mail.subject), date: now },
    });
  }
  if (!env.EMAIL) {
    if (isProduction(env)) throw new Error("The EMAIL binding is not configured");
    return;
  }
  const attachments = mail.attachments?.map((file) => ({
    disposition: "attachment" as const,
    filename: file.filename,
    type: file.type,
    content: file.content,
  }));
  await env.EMAIL.send({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(attachments ? { attachments } : {}) });
}

/** The sender: MAIL_FROM, or no-reply@ the store's brand domain. */
export const mailFrom = (env: Env, brandDomain: string) => env.MAIL_FROM || `no-reply@${brandDomain}`;
