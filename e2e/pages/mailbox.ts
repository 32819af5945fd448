import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
// The developer's own tool: the worker's local outbox written to .mail/ as .eml files.
import { exportOutbox, textOf } from "../../scripts/mail.mjs";

const persistDir = process.env.E2E_PERSIST_DIR ?? ".wrangler/e2e-state";

/**
 * The shopper's mailbox in end-to-end journeys: the emails the local server sent, read
 * from disk (.mail/), the way a developer reads them.
 */
export class Mailbox {
  constructor(readonly address: string) {}

  /** The 6-digit code of the newest email to this address that arrived after `since`. */
  async codeSince(since: Date): Promise<string> {
    let code = "";
    await expect
      .poll(
        async () => {
          // Reading the local store while the server writes to it can fail (KV GET 500): the next poll reads again.
          const mails = await exportOutbox({ to: this.address, persistDir }).catch(() => []);
          const fresh = mails.filter((m) => new Date(m.date) >= since).at(-1);
          if (!fresh) return "";
          code = /^(\d{6})$/m.exec(textOf(readFileSync(fresh.file, "utf8")))?.[1] ?? "";
          return code;
        },
        { timeout: 20_000, message: `a code mailed to ${this.address}` },
      )
      .toMatch(/^\d{6}$/);
    return code;
  }

  /** The text of the newest email to this address whose subject matches, sent after `since`. */
  async textSince(since: Date, subject: RegExp): Promise<string> {
    let text = "";
    await expect
      .poll(
        async () => {
          const mails = await exportOutbox({ to: this.address, persistDir }).catch(() => []);
          const fresh = mails.filter((m) => new Date(m.date) >= since && subject.test(m.subject)).at(-1);
          text = fresh ? textOf(readFileSync(fresh.file, "utf8")) : "";
          return text.length > 0;
        },
        { timeout: 20_000, message: `an email "${subject}" to ${this.address}` },
      )
      .toBe(true);
    return text;
  }
}
