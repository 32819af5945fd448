import type { ConsentRecord } from "~/shared/consent";

/**
 * One row per consent a browser gives or withdraws (the banner or the cookie settings form):
 * the proof of consent the shop keeps, linked only by the consent's random id.
 */
export async function recordConsent(
  db: D1Database,
  input: { record: ConsentRecord; store: string; source: "banner" | "settings"; kind: "grant" | "withdrawal" },
  now = Date.now(),
): Promise<void> {
  await db
    .prepare("INSERT INTO consent_records (consent_id, store, categories, revision, source, kind, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
    .bind(input.record.id, input.store, JSON.stringify(input.record.categories), input.record.revision, input.source, input.kind, now)
    .run();
}
