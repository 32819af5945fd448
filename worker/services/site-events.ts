import { pathOnly, redactPersonal } from "./operate/redact";
/** Writes of the statistics and diagnostics calls: product views, page views, SSR errors. */
export async function recordProductView(db: D1Database, view: { spuCode: string; store: string; uuid: string; country: string }) {
  await db
    .prepare("INSERT INTO product_views (spu_code, store, uuid, country) VALUES (?, ?, ?, ?)")
    .bind(view.spuCode, view.store, view.uuid, view.country)
    .run();
}

/** `bucket`: the visitor's random bucket (shared/random-bucket.ts), null in the band with none. */
export async function recordPageView(db: D1Database, view: { path: string; store: string; uuid: string; bucket: number | null }) {
  await db
    .prepare("INSERT INTO page_views (path, store, uuid, bucket) VALUES (?, ?, ?, ?)")
    .bind(view.path, view.store, view.uuid, view.bucket)
    .run();
}

/**
 * A browser's or the server renderer's error report, kept 30 days: like its log line, with the
 * URL's path only and no emails or long numbers in its text (`operate/redact.ts`).
 */
export async function recordNodeError(db: D1Database, error: { errorCode: string; errorContent: string; url?: string; store?: string }) {
  await db
    .prepare("INSERT INTO node_errors (error_code, error_content, url, store) VALUES (?, ?, ?, ?)")
    .bind(redactPersonal(error.errorCode), redactPersonal(error.errorContent.slice(0, 8000)), pathOnly(error.url) ?? "", error.store ?? "")
    .run();
}
