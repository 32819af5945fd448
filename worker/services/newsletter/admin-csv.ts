import { stringify, type Options } from "csv-stringify/sync";
import type { NewsletterSubscriber } from "~/shared/admin-types";

/**
 * The newsletter export as a CSV stream: csv-stringify (the catalogue export's library) writes
 * each chunk the list yields as soon as D1 gives it, so the worker never holds the whole list.
 * `escape_formulas` puts a `'` before a cell that starts with =, +, -, @, tab or CR — an email
 * such as `=HYPERLINK(…)@x.com` is valid, and a spreadsheet would otherwise run it. The BOM
 * makes Excel read the file as UTF-8; CRLF is what spreadsheets expect (RFC 4180).
 */
const COLUMNS = ["email", "store", "language", "source", "subscribed_at"] as const;
const OPTIONS: Options = { record_delimiter: "\r\n", quoted_match: /[\r\n]/, escape_formulas: true };

const row = (s: NewsletterSubscriber) => [s.email, s.store, s.language, s.source, new Date(s.createdAt).toISOString()];

export function newsletterCsv(chunks: AsyncGenerator<NewsletterSubscriber[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(stringify([[...COLUMNS]], { ...OPTIONS, bom: true })));
    },
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(stringify(next.value.map(row), OPTIONS)));
    },
    async cancel() {
      // The download was stopped: no further D1 queries.
      await chunks.return(undefined);
    },
  });
}
