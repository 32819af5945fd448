// Local email outbox: outside production the worker keeps a copy of every email it sends in
// KV (MAIL_OUTBOX="kv", see worker/services/mail/mailer.ts). This writes them to .mail/
// as .eml files any mail client or editor opens, and lists them, newest last.
//
//   node scripts/mail.mjs                 every message
//   node scripts/mail.mjs --to ada@x.com  only the messages to that address
//   node scripts/mail.mjs --last          also print the newest message
//
// It reads the same local state as `npm start` (PERSIST_DIR, default .wrangler/state) and
// works while the server runs.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { PERSIST_DIR } from "./lib.mjs";

export const MAIL_DIR = ".mail";
const PREFIX = "outbox:";

const safe = (text) => text.replace(/[^A-Za-z0-9@._-]+/g, "-");

/** Writes the outbox to .mail/ and returns the messages, oldest first. */
export async function exportOutbox({ to, persistDir = PERSIST_DIR } = {}) {
  const proxy = await getPlatformProxy({ configPath: "wrangler.jsonc", persist: { path: `${persistDir}/v3` } });
  try {
    const messages = [];
    let cursor;
    do {
      const page = await proxy.env.KV.list({ prefix: PREFIX, cursor });
      for (const key of page.keys) {
        const meta = key.metadata ?? {};
        if (to && String(meta.to).toLowerCase() !== to.toLowerCase()) continue;
        const eml = await proxy.env.KV.get(key.name);
        if (eml === null) continue;
        const date = new Date(meta.date ?? 0).toISOString();
        const file = join(MAIL_DIR, `${safe(date)}-${safe(String(meta.to))}-${safe(key.name.slice(-6))}.eml`);
        messages.push({ date, to: meta.to, subject: decodeURIComponent(meta.subject ?? ""), file, eml });
      }
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
    mkdirSync(MAIL_DIR, { recursive: true });
    for (const message of messages) writeFileSync(message.file, message.eml);
    return messages;
  } finally {
    await proxy.dispose();
  }
}

/** The text part of an .eml written by the worker's mailer (8bit UTF-8, text first). */
export function textOf(eml) {
  const body = eml.slice(eml.indexOf("\r\n\r\n") + 4);
  const boundary = /boundary="([^"]+)"/.exec(eml)?.[1];
  if (!boundary) return body;
  const part = body.split(`--${boundary}`)[1] ?? "";
  return part.slice(part.indexOf("\r\n\r\n") + 4).trim();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const to = args.includes("--to") ? args[args.indexOf("--to") + 1] : undefined;
  const messages = await exportOutbox({ to });
  if (messages.length === 0) console.log(`No email in the local outbox${to ? ` for ${to}` : ""}.`);
  for (const m of messages) console.log(`${m.date}  ${m.to}  ${m.subject}\n  ${m.file}`);
  if (args.includes("--last") && messages.length) console.log(`\n${textOf(messages.at(-1).eml)}`);
}
