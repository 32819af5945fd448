import { UPLOAD } from "~/shared/constants";
import { UPLOAD_MAX_COUNT, type UploadPurpose } from "~/shared/schemas/reviews";
import { kindOf, MIME, SNIFF_BYTES, sniffBytes, type SniffedType } from "~/shared/sniff-type";
import { concatBytes, randomHex } from "../bytes";
import { imageSize } from "./image-size";
import { derivedKeys } from "./upload-images";
import { JpegError, jpegHeaderLength, stripJpegMetadata } from "./jpeg-metadata";
import { stripGifMetadata, stripMp4Metadata, stripPngMetadata, stripWebpMetadata } from "./container-metadata";
import { BrokenBodyError, type ByteReader, DurationScanner, readHead, TooLargeError, uploadReader } from "./upload-stream";
import { ReviewError } from "./review-error";

/** What each purpose takes: reviews pictures and videos, custom requests pictures only. */
const ACCEPTS: Record<UploadPurpose, readonly SniffedType[]> = {
  review: ["jpeg", "png", "gif", "webp", "mp4", "mov", "webm"],
  custom: ["jpeg", "png", "gif", "webp"],
};
/** The back office's custom uploads: pictures, and videos of the finished piece in formats every browser plays. */
const STAFF_CUSTOM: readonly SniffedType[] = [...ACCEPTS.custom, "mp4", "webm"];

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
  /** The request's Content-Length: required, since R2 takes a stream only of a known length. */
  declaredLength: number | null;
  /** A custom upload from the back office, which may be an MP4 or WebM video. */
  staff?: boolean;
}

const randomKey = () => `u/${randomHex(16)}`;

interface Prepared {
  type: SniffedType;
  /** The first bytes to store (for a JPEG its header without metadata), then the rest of `reader`. */
  prefix: Uint8Array;
  /** How many bytes R2 will hold: the declared length, less what a JPEG's header lost. */
  storedLength: number;
  size: { width: number; height: number } | null;
}

/**
 * Reads only as far as the type and size need: the sniffing bytes, and for a JPEG its whole
 * header up to the scan, which loses its metadata here; a JPEG's or WebM's data is never
 * buffered. The formats that may hold metadata anywhere (PNG, WebP, GIF, MP4, MOV) are read
 * whole, at most 10 MB, and lose it before the first byte goes to R2.
 */
async function prepare(reader: ByteReader, input: UploadInput, declared: number): Promise<Prepared> {
  const staff = input.staff && input.purpose === "custom";
  const badType = () => new ReviewError(staff ? "upload.badType.customStaff" : `upload.badType.${input.purpose}`, 415, "file");
  const first = await readHead(reader, (head) => head.length >= SNIFF_BYTES);
  if (first.head.length === 0) throw new ReviewError("upload.empty", 400, "file");
  const type = sniffBytes(first.head.subarray(0, SNIFF_BYTES));
  if (!type || !(staff ? STAFF_CUSTOM : ACCEPTS[input.purpose]).includes(type)) throw badType();
  let prefix = first.head;
  let storedLength = declared;
  if (type === "jpeg") {
    try {
      let header = first.head;
      let headerLength = jpegHeaderLength(header);
      if (headerLength === null && !first.done) {
        const more = await readHead(reader, (head) => jpegHeaderLength(concatBytes([header, head])) !== null);
        header = concatBytes([header, more.head]);
        headerLength = jpegHeaderLength(header);
      }
      if (headerLength === null) throw badType();
      const stripped = stripJpegMetadata(header.subarray(0, headerLength));
      prefix = concatBytes([stripped, header.subarray(headerLength)]);
      storedLength = declared - headerLength + stripped.length;
    } catch (error) {
      if (error instanceof JpegError) throw badType();
      throw error;
    }
  }
  const strip = CONTAINER_STRIPPERS[type];
  if (strip) {
    // These formats keep metadata anywhere in the file: the whole of it (at most 10 MB) is read first.
    const whole = concatBytes([first.head, ...(first.done ? [] : await readRest(reader))]);
    if (whole.length !== declared) throw new BrokenBodyError();
    prefix = strip(whole);
    storedLength = prefix.length;
  }
  const size = kindOf(type) === "image" ? imageSize(prefix, type) : null;
  if (kindOf(type) === "image" && !size) throw badType();
  return { type, prefix, storedLength, size };
}

/** Every sniffed type but JPEG (its header is stripped as it streams) and WebM (no location is written there). */
const CONTAINER_STRIPPERS: Partial<Record<SniffedType, (bytes: Uint8Array) => Uint8Array>> = {
  png: stripPngMetadata,
  webp: stripWebpMetadata,
  gif: stripGifMetadata,
  mp4: stripMp4Metadata,
  mov: stripMp4Metadata,
};

async function readRest(reader: ByteReader): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

/** Writes the prefix then the rest of the reader into `writable`, handing every chunk to `tap`; gives the bytes written. */
async function pump(
  reader: ByteReader,
  prefix: Uint8Array,
  writable: WritableStream<Uint8Array>,
  tap: (chunk: Uint8Array) => void,
  refused: Promise<never>,
) {
  const writer = writable.getWriter();
  let written = 0;
  try {
    for (let chunk = prefix; ;) {
      tap(chunk);
      written += chunk.byteLength;
      // A write waits for R2 to read; R2 refusing the put stops reading, so stop with it.
      await Promise.race([writer.write(chunk), refused]);
      const next = await reader.read();
      if (next.done) break;
      chunk = next.value;
    }
    await writer.close();
    return written;
  } catch (error) {
    await writer.abort(error).catch(() => undefined);
    throw error;
  }
}

/**
 * One uploaded file streamed into R2 under a random key: the type comes from the first bytes
 * (never the name or the declared type), the size is capped while the bytes flow (past 10 MB
 * the stream is cut and nothing is kept), a JPEG loses its EXIF/XMP metadata (location) on
 * the way, a PNG, WebP, GIF, MP4 or MOV loses its own (./container-metadata.ts), and a form holds at most its purpose's count (docs/decisions/0500-reviews.md).
 */
export async function storeUpload(env: { DB: D1Database; MEDIA: R2Bucket }, input: UploadInput, now = Date.now()): Promise<StoredUpload> {
  const declared = input.declaredLength;
  if (declared === null) throw new ReviewError("upload.lengthRequired", 411, "file");
  if (declared > UPLOAD.maxBytes) throw new ReviewError("upload.tooLarge", 413, "file", { mb: 10 });
  if (declared === 0 || !input.body) throw new ReviewError("upload.empty", 400, "file");
  const reader = uploadReader(input.body, UPLOAD.maxBytes);
  let key: string | null = null;
  try {
    const { type, prefix, storedLength, size } = await prepare(reader, input, declared);
    const kind = kindOf(type);
    key = randomKey();
    const max = UPLOAD_MAX_COUNT[input.purpose];
    // The count check and the row are one statement, so two uploads at once cannot both be the fifth.
    const reserved = await env.DB.prepare(
      `INSERT INTO uploads (r2_key, purpose, visitor, draft, kind, mime, bytes, width, height, duration_ms, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, NULL, ?10
       WHERE (SELECT count(*) FROM uploads WHERE visitor = ?3 AND draft = ?4 AND purpose = ?2 AND attached_at IS NULL) < ?11`,
    )
      .bind(key, input.purpose, input.visitor, input.draft, kind, MIME[type], storedLength, size?.width ?? null, size?.height ?? null, now, max)
      .run();
    if (reserved.meta.changes !== 1) {
      key = null;
      throw new ReviewError("upload.tooMany", 409, "file", { max });
    }
    // R2 takes a stream only of a known length; a body shorter or longer than it said fails the put.
    const fixed = new FixedLengthStream(storedLength);
    const scanner = kind === "video" ? new DurationScanner() : null;
    const putting = env.MEDIA.put(key, fixed.readable, {
      httpMetadata: { contentType: MIME[type], cacheControl: "public, max-age=31536000, immutable" },
      // The image path reads renditions from this index; an upload has one, its own original.
      customMetadata: size ? { renditions: `${type}:${size.width}:0:${storedLength}` } : {},
    });
    const refused = putting.then(() => new Promise<never>(() => {}));
    refused.catch(() => undefined);
    const [put, wrote] = await Promise.allSettled([putting, pump(reader, prefix, fixed.writable, (chunk) => scanner?.push(chunk), refused)]);
    // A body that broke off or said the wrong length is the sender's fault; a failing R2 is ours.
    if (put.status === "rejected" && wrote.status === "rejected" && wrote.reason === put.reason) throw put.reason;
    if (wrote.status === "rejected") throw wrote.reason instanceof TooLargeError ? wrote.reason : new BrokenBodyError();
    if (wrote.value !== storedLength) throw new BrokenBodyError();
    if (put.status === "rejected") throw put.reason;
    const durationMs = scanner?.durationMs ?? null;
    if (durationMs !== null) await env.DB.prepare("UPDATE uploads SET duration_ms = ? WHERE r2_key = ?").bind(durationMs, key).run();
    return { key, kind, mime: MIME[type], bytes: storedLength, width: size?.width ?? null, height: size?.height ?? null, durationMs };
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    // Nothing half-kept: a cut, aborted or refused stream leaves neither an object nor a row.
    if (key) {
      await env.MEDIA.delete(key).catch(() => undefined);
      await env.DB.prepare("DELETE FROM uploads WHERE r2_key = ?").bind(key).run();
    }
    throw uploadFailure(error);
  }
}

/** What a failed stream tells the shopper: too large, or a body that broke off or lied about its length. */
function uploadFailure(error: unknown): unknown {
  if (error instanceof TooLargeError) return new ReviewError("upload.tooLarge", 413, "file", { mb: 10 });
  if (error instanceof BrokenBodyError) return new ReviewError("upload.badRequest", 400, "file");
  return error;
}

/** Lets a form give back a file the shopper removed, so it no longer counts. */
export async function discardUpload(env: { DB: D1Database; MEDIA: R2Bucket }, key: string, visitor: string): Promise<boolean> {
  const result = await env.DB.prepare("DELETE FROM uploads WHERE r2_key = ? AND visitor = ? AND attached_at IS NULL").bind(key, visitor).run();
  if (result.meta.changes !== 1) return false;
  // The widths the image path made go with their original.
  await env.MEDIA.delete([key, ...derivedKeys(key)]);
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
  // With the widths the image path made, in batches of R2's 1000 keys a call.
  const objects = keys.flatMap((key) => [key, ...derivedKeys(key)]);
  for (let at = 0; at < objects.length; at += 1000) await env.MEDIA.delete(objects.slice(at, at + 1000));
  await env.DB.prepare(`DELETE FROM uploads WHERE attached_at IS NULL AND r2_key IN (${keys.map(() => "?").join(",")})`)
    .bind(...keys)
    .run();
  return keys.length;
}
