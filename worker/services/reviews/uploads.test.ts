import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { mp4Bytes, webmBytes } from "../../test/review-fixtures";
import { PHOTO_MAKE, photoWithGps } from "../../test/photo-fixture";
import { ReviewError } from "./review-error";
import { storeUpload, type UploadInput } from "./uploads";

const MB = 1 << 20;
const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

/** A body served chunk by chunk only as it is read (nothing pulled ahead), noting how far the reader got. */
function streamOf(total: number, chunk: number, options: { first?: Uint8Array; failAt?: number } = {}) {
  const seen = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (options.failAt !== undefined && seen.pulled >= options.failAt) return controller.error(new Error("connection reset"));
        if (seen.pulled >= total) return controller.close();
        const part = new Uint8Array(Math.min(chunk, total - seen.pulled));
        if (seen.pulled === 0 && options.first) part.set(options.first.subarray(0, part.length));
        seen.pulled += part.length;
        controller.enqueue(part);
      },
    },
    { highWaterMark: 0 },
  );
  return { body, seen };
}

const chunked = (bytes: Uint8Array, size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
      controller.close();
    },
  });

const input = (visitor: string, body: ReadableStream<Uint8Array>, declaredLength: number | null): UploadInput => ({
  purpose: "review",
  visitor,
  draft: "draft-0001",
  body,
  declaredLength,
});

async function kept(visitor: string) {
  const rows = await env.DB.prepare("SELECT count(*) AS n FROM uploads WHERE visitor = ?").bind(visitor).first<{ n: number }>();
  const objects = (await env.MEDIA.list({ prefix: "u/" })).objects.length;
  return { rows: rows!.n, objects };
}

async function refusal(run: Promise<unknown>): Promise<ReviewError> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ReviewError);
  return error as ReviewError;
}

describe("storeUpload streams into R2", () => {
  it("cuts a body off at 10 MB + 1 byte, even when it claims less, and keeps nothing", async () => {
    const before = await kept("v-cut");
    // Claims exactly 10 MB, then keeps sending (20 MB): the reader stops at the limit.
    const { body, seen } = streamOf(20 * MB, MB, { first: mp4Bytes(64) });
    const error = await refusal(storeUpload(env, input("v-cut", body, 10 * MB)));
    expect([error.key, error.code]).toEqual(["upload.tooLarge", 413]);
    expect(seen.pulled).toBeLessThanOrEqual(12 * MB);
    expect(await kept("v-cut")).toEqual({ rows: 0, objects: before.objects });
  });

  it("keeps nothing of a body that breaks off half-way or ends short of its length", async () => {
    const before = await kept("v-abort");
    const aborted = streamOf(6 * MB, 256 * 1024, {
      first: mp4Bytes(64),
      failAt: 3 * MB,
    });
    const error = await refusal(storeUpload(env, input("v-abort", aborted.body, 6 * MB)));
    expect([error.key, error.code]).toEqual(["upload.badRequest", 400]);
    expect(aborted.seen.pulled).toBe(3 * MB);
    const atOnce = streamOf(MB, MB, { failAt: 0 });
    expect((await refusal(storeUpload(env, input("v-abort", atOnce.body, MB)))).code).toBe(400);
    const short = streamOf(2 * MB, MB, { first: mp4Bytes(64) });
    expect((await refusal(storeUpload(env, input("v-abort", short.body, 3 * MB)))).code).toBe(400);
    const long = streamOf(2 * MB, MB, { first: mp4Bytes(64) });
    expect((await refusal(storeUpload(env, input("v-abort", long.body, MB)))).code).toBe(400);
    expect(await kept("v-abort")).toEqual({ rows: 0, objects: before.objects });
  });

  it("refuses a body of no stated length unread", async () => {
    const { body, seen } = streamOf(MB, MB, { first: mp4Bytes(64) });
    const error = await refusal(storeUpload(env, input("v-nolength", body, null)));
    expect([error.key, error.code]).toEqual(["upload.lengthRequired", 411]);
    expect(seen.pulled).toBe(0);
  });

  it("streams a photo with GPS in small pieces and stores it without its EXIF, still a valid JPEG", async () => {
    const original = photoWithGps();
    expect(latin1(original)).toContain(PHOTO_MAKE);
    expect(latin1(original)).toContain("Exif\0\0");
    const stored = await storeUpload(env, input("v-photo", chunked(original, 7), original.length));
    expect(stored).toMatchObject({
      kind: "image",
      mime: "image/jpeg",
      width: 1600,
      height: 1200,
    });
    const object = await env.MEDIA.get(stored.key);
    const bytes = new Uint8Array(await object!.arrayBuffer());
    expect(bytes.length).toBe(stored.bytes);
    expect(bytes.length).toBeLessThan(original.length);
    expect(latin1(bytes)).not.toContain(PHOTO_MAKE);
    expect(latin1(bytes)).not.toContain("Exif\0\0");
    // The image data after the header is passed through untouched, byte for byte.
    const tail = original.subarray(original.length - 4096);
    expect(bytes.subarray(bytes.length - 4096)).toEqual(tail);
    // It renders: the image decoder reads it at its full size.
    const info = await env.IMAGES.info(new Response(bytes).body!);
    expect(info).toMatchObject({
      format: "image/jpeg",
      width: 1600,
      height: 1200,
    });
  });

  it("finds a video's length in a movie header at the end, split between chunks", async () => {
    const media = mp4Bytes(5000);
    // Move the moov box (at 24, 116 bytes) after 4 KB of media data, as cameras write it.
    const video = new Uint8Array(5000);
    video.set(media.subarray(0, 24));
    video.set(media.subarray(24, 140), 4800);
    const stored = await storeUpload(env, input("v-video", chunked(video, 4813 - 3), video.length));
    expect(stored).toMatchObject({
      kind: "video",
      durationMs: 12_500,
      bytes: 5000,
    });
    const row = await env.DB.prepare("SELECT duration_ms FROM uploads WHERE r2_key = ?").bind(stored.key).first<{ duration_ms: number }>();
    expect(row!.duration_ms).toBe(12_500);
  });

  it("finds a WebM's length like an MP4's, and keeps it with the upload", async () => {
    const video = webmBytes(6000);
    const stored = await storeUpload(env, input("v-webm", chunked(video, 1000), video.length));
    expect(stored).toMatchObject({ kind: "video", mime: "video/webm", durationMs: 8_250, bytes: 6000 });
    const row = await env.DB.prepare("SELECT duration_ms FROM uploads WHERE r2_key = ?").bind(stored.key).first<{ duration_ms: number }>();
    expect(row!.duration_ms).toBe(8_250);
  });
});
