import { UPLOAD } from "~/shared/constants";
import { UPLOAD_MAX_COUNT, type UploadPurpose } from "~/shared/schemas/reviews";
import { kindOf, MIME, SNIFF_BYTES, sniffBytes, type SniffedType } from "~/shared/sniff-type";
import { concatBytes } from "../account/bytes";
import { imageSize } from "./image-size";
import { videoDurationMs } from "./video-duration";
import { JpegError, stripJpegMetadata } from "./jpeg-metadata";
import { ReviewError } from "./review-error";

/** What each purpose takes: reviews pictures and videos, custom requests pictures only. */
const ACCEPTS: Record<UploadPurpose, readonly SniffedType[]> = {
  review: ["jpeg", "png", "gif", "webp", "mp4", "mov", "webm"],
  custom: ["jpeg", "png", "gif", "webp"],
};

/** Uploads no submission took within this time are deleted by the cron. */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export interface StoredUpload {
  key: string;
  kind: "image" | "video";
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

export interface UploadInput {
  purpose: UploadPurpose;
  visitor: string;
  draft: string;
  body: ReadableStream<Uint8Array> | null;
  /** The declared length, when the client sent one: a larger one is refused unread. */
  declaredLength: number | null;
}

/**
 * Reads at most `max` bytes; one byte more and the read stops, the rest is never read and
 * nothing is kept. Workers hold a request body in memory at most this large (10 MB).
 */
export async function readCapped(body: ReadableStream<Uint8Array> | null, max: number): Promise<Uint8Array | "tooLarge"> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      return "tooLarge";
    }
    chunks.push(value);
  }
  return concatBytes(chunks);
}

const randomKey = () => `u/${[...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("")}`;

/**
 * One uploaded file into R2 under a random key: the size is capped while reading, the type
 * comes from the bytes (never the name or the declared type), a JPEG loses its EXIF/XMP
 * metadata (location) before it is stored, and a form holds at most its purpose's count.
 */
export async function storeUpload(env: { DB: D1Database; MEDIA: R2Bucket }, input: UploadInput, now = Date.now()): Promise<StoredUpload> {
  if (input.declaredLength !== null && input.declaredLength > UPLOAD.maxBytes) throw new ReviewError("upload.tooLarge", 413, "file", { mb: 10 });
  const read = await readCapped(input.body, UPLOAD.maxBytes);
  if (read === "tooLarge") throw new ReviewError("upload.tooLarge", 413, "file", { mb: 10 });
  if (read.length === 0) throw new ReviewError("upload.empty", 400, "file");
  const type = sniffBytes(read.subarray(0, SNIFF_BYTES));
  if (!type || !ACCEPTS[input.purpose].includes(type)) throw new ReviewError(`upload.badType.${input.purpose}`, 415, "file");

  let bytes = read;
  if (type === "jpeg") {
    try {
      bytes = stripJpegMetadata(read);
    } catch (error) {
      if (error instanceof JpegError) throw new ReviewError(`upload.badType.${input.purpose}`, 415, "file");
      throw error;
    }
  }
  const kind = kindOf(type);
  const size = kind === "image" ? imageSize(bytes, type) : null;
  const durationMs = kind === "video" ? videoDurationMs(bytes) : null;
  if (kind === "image" && !size) throw new ReviewError(`upload.badType.${input.purpose}`, 415, "file");
  const key = randomKey();
  const max = UPLOAD_MAX_COUNT[input.purpose];

  // The count check and the row are one statement, so two uploads at once cannot both be the fifth.
  const reserved = await env.DB.prepare(
    `INSERT INTO uploads (r2_key, purpose, visitor, draft, kind, mime, bytes, width, height, duration_ms, created_at)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?12, ?10
     WHERE (SELECT count(*) FROM uploads WHERE visitor = ?3 AND draft = ?4 AND purpose = ?2 AND attached_at IS NULL) < ?11`,
  )
    .bind(key, input.purpose, input.visitor, input.draft, kind, MIME[type], bytes.length, size?.width ?? null, size?.height ?? null, now, max, durationMs)
    .run();
  if (reserved.meta.changes !== 1) throw new ReviewError("upload.tooMany", 409, "file", { max });

  try {
    await env.MEDIA.put(key, bytes, {
      httpMetadata: { contentType: MIME[type], cacheControl: "public, max-age=31536000, immutable" },
      // The image path reads renditions from this index; an upload has one, its own original.
      customMetadata: size ? { renditions: `${type}:${size.width}:0:${bytes.length}` } : {},
    });
  } catch (error) {
    await env.DB.prepare("DELETE FROM uploads WHERE r2_key = ?").bind(key).run();
    throw error;
  }
  return { key, kind, mime: MIME[type], bytes: bytes.length, width: size?.width ?? null, height: size?.height ?? null, durationMs };
}

/** Lets a form give back a file the shopper removed, so it no longer counts. */
export async function discardUpload(env: { DB: D1Database; MEDIA: R2Bucket }, key: string, visitor: string): Promise<boolean> {
  const result = await env.DB.prepare("DELETE FROM uploads WHERE r2_key = ? AND visitor = ? AND attached_at IS NULL").bind(key, visitor).run();
  if (result.meta.changes !== 1) return false;
  await env.MEDIA.delete(key);
  return true;
}

/** Cron: uploads no submission took within 24 hours leave R2 and the table. */
export async function purgeStaleUploads(env: { DB: D1Database; MEDIA: R2Bucket }, now = Date.now()): Promise<number> {
  const { results } = await env.DB.prepare("SELECT r2_key FROM uploads WHERE attached_at IS NULL AND created_at < ? LIMIT 500")
    .bind(now - UPLOAD_TTL_MS)
    .all<{ r2_key: string }>();
  if (!results.length) return 0;
  const keys = results.map((r) => r.r2_key);
  // R2 first: a row left behind is retried next time, an object left without a row never would be.
  await env.MEDIA.delete(keys);
  await env.DB.prepare(`DELETE FROM uploads WHERE attached_at IS NULL AND r2_key IN (${keys.map(() => "?").join(",")})`)
    .bind(...keys)
    .run();
  return keys.length;
}
