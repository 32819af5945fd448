import { RENDITION_WIDTHS, type ImageFormat } from "~/shared/image-url";
import { edgeCache } from "../page-cache/edge-cache";
import { derivedKeys } from "./upload-images";

/**
 * Who may see a shopper's upload (docs/decisions/1301-shopper-media-access.md): everybody once
 * the review holding it is published; before that (and for a custom request's pictures, which
 * are never public) only the visitor who uploaded it, the request's owner and staff; nobody
 * once it is rejected. A key under the prefix that no shopper's row names is a catalogue picture
 * the import stored there, public as before. The decision is read from D1 before the edge cache is asked, so a copy
 * cached anywhere is never served after its review left the public.
 */
const FORMATS: readonly ImageFormat[] = ["webp", "jpeg"];

export type UploadAccess = "public" | "private" | "hidden";

export interface MediaViewer {
  /** The visitor's uuid from their sealed token, if any. */
  uuid: string | null;
  customerId: string | null;
}

interface AccessRow {
  review: string | null;
  customOwner: string | null;
  uploader: string | null;
}

/** `isStaff` is asked only when nothing cheaper decided (it verifies an Access assertion). */
export async function uploadAccess(db: D1Database, key: string, viewer: MediaViewer, isStaff: () => Promise<boolean>): Promise<UploadAccess> {
  const row = await db
    .prepare(
      `SELECT (SELECT r.status FROM review_media m JOIN reviews r ON r.id = m.review_id WHERE m.r2_key = ?1) AS review,
         (SELECT c.owner FROM custom_request_media m JOIN custom_requests c ON c.id = m.request_id WHERE m.r2_key = ?1) AS customOwner,
         (SELECT visitor FROM uploads WHERE r2_key = ?1) AS uploader`,
    )
    .bind(key)
    .first<AccessRow>();
  if (!row || row.review === "rejected") return "hidden";
  // The catalogue import stores its pictures under the same prefix (worker/services/catalog-import/images.ts).
  if (row.review === "published" || (!row.review && !row.customOwner && !row.uploader)) return "public";
  const own =
    (viewer.uuid !== null && (row.uploader === viewer.uuid || row.customOwner === `u:${viewer.uuid}`)) ||
    (viewer.customerId !== null && viewer.customerId !== "" && row.customOwner === `c:${viewer.customerId}`);
  if (own) return "private";
  return (await isStaff()) ? "private" : "hidden";
}

/** The edge cache's keys of one upload's renditions on one origin (the image path's own cache key). */
export function cachedImageUrls(origin: string, key: string): string[] {
  return RENDITION_WIDTHS.flatMap((width) => FORMATS.map((format) => `${origin}/img/${width}/${format}/${key}`));
}

/**
 * A rejected review's pictures and videos leave R2, with the widths the image path made, and
 * this data centre's edge cache for each of `origins`. Their rows stay, so the image path keeps
 * answering 404 for copies cached in other data centres (it asks D1 before its cache); the
 * review no longer counts as one with media.
 */
export async function purgeReviewMedia(env: { DB: D1Database; MEDIA: R2Bucket }, reviewId: number, origins: string[]): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT r2_key AS key FROM review_media WHERE review_id = ?").bind(reviewId).all<{ key: string }>();
  const keys = results.map((r) => r.key);
  if (!keys.length) return [];
  await env.MEDIA.delete(keys.flatMap((key) => [key, ...derivedKeys(key)]));
  await env.DB.prepare("UPDATE reviews SET media_count = 0 WHERE id = ?").bind(reviewId).run();
  const cache = edgeCache();
  if (cache) await Promise.all(origins.flatMap((origin) => keys.flatMap((key) => cachedImageUrls(origin, key).map((url) => cache.delete(url)))));
  return keys;
}
