import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/account-client";
import { GPS_MARK, htmlBytes, jpegWithGps, mp4Bytes, pngBytes, upload, uploadsOf } from "../../test/review-fixtures";
import { orientationOf } from "../../services/reviews/jpeg-metadata";
import { purgeStaleUploads, UPLOAD_TTL_MS } from "../../services/reviews/uploads";

const MB10 = 10 * 1024 * 1024;
const contains = (bytes: Uint8Array, text: string) => new TextDecoder("latin1").decode(bytes).includes(text);

describe("upload/{purpose}", () => {
  it("takes the type from the bytes: a PNG named and declared as MP4 is stored as a PNG picture", async () => {
    const browser = new TestBrowser("http://fr.localhost");
    const { status, envelope } = await upload(browser, pngBytes(800, 600), { type: "video/mp4" });
    expect(status).toBe(200);
    expect(envelope.data).toMatchObject({ kind: "image", mime: "image/png", width: 800, height: 600 });
    expect(envelope.data!.key).toMatch(/^u\/[a-z0-9]{32}$/);
    const object = await env.MEDIA.head(envelope.data!.key);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    // Served through the image path, in its own format when no rendition of the asked one exists.
    const image = await browser.fetch(`/img/640/webp/${envelope.data!.key}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/png");
  });

  it("refuses an HTML file named .jpg, in the shopper's language, and keeps nothing", async () => {
    const browser = new TestBrowser("http://fr.localhost");
    const { status, envelope } = await upload(browser, htmlBytes(), { type: "image/jpeg" });
    expect(status).toBe(415);
    expect(envelope.message).toBe("Veuillez téléverser une photo (JPG, PNG, GIF, WebP) ou une vidéo (MP4, WebM, MOV).");
    expect(await uploadsOf(browser)).toBe(0);
  });

  it("refuses a zero-byte file", async () => {
    const browser = new TestBrowser();
    const { status, envelope } = await upload(browser, new Uint8Array(0));
    expect(status).toBe(400);
    expect(envelope.message).toBe("This file is empty.");
  });

  it("accepts exactly 10 MB, refuses 10 MB + 1 byte declared, and a body of no stated length, keeping nothing", async () => {
    const browser = new TestBrowser();
    expect((await upload(browser, pngBytes(10, 10, MB10))).status).toBe(200);
    const declared = await upload(browser, pngBytes(10, 10, MB10 + 1));
    expect(declared.status).toBe(413);
    expect(declared.envelope.message).toBe("Each file can be up to 10 MB.");
    // No Content-Length: R2 cannot take a stream of unknown length, so it is refused unread
    // (the cut-off while streaming is in services/reviews/uploads.test.ts).
    const big = pngBytes(10, 10, MB10 + 1);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < big.length; at += 1 << 20) controller.enqueue(big.slice(at, at + (1 << 20)));
        controller.close();
      },
    });
    const streamed = await upload(browser, stream);
    expect(streamed.status).toBe(411);
    expect(streamed.envelope.message).toBe("Your browser did not say how large this file is. Please try again, or choose the file once more.");
    expect(await uploadsOf(browser)).toBe(1);
  });

  it("takes four files for a review and refuses a fifth; another form of the visitor starts again", async () => {
    const browser = new TestBrowser();
    for (let i = 0; i < 4; i++) expect((await upload(browser, i === 3 ? mp4Bytes() : pngBytes())).status).toBe(200);
    const fifth = await upload(browser, pngBytes());
    expect(fifth.status).toBe(409);
    expect(fifth.envelope.message).toBe("You can upload up to 4 files.");
    expect((await upload(browser, pngBytes(), { draft: "draft-0002" })).status).toBe(200);
  });

  it("takes five pictures for a custom request, and no video", async () => {
    const browser = new TestBrowser();
    for (let i = 0; i < 5; i++) expect((await upload(browser, pngBytes(), { purpose: "custom" })).status).toBe(200);
    expect((await upload(browser, pngBytes(), { purpose: "custom" })).envelope.message).toBe("You can upload up to 5 files.");
    const video = await upload(browser, mp4Bytes(), { purpose: "custom", draft: "draft-0009" });
    expect(video.status).toBe(415);
    expect(video.envelope.message).toBe("Please upload a photo (JPG, PNG, GIF or WebP).");
  });

  it("strips EXIF and XMP (GPS) from a JPEG before storing it, keeping the picture and its orientation", async () => {
    const browser = new TestBrowser();
    const original = jpegWithGps();
    expect(contains(original, GPS_MARK)).toBe(true);
    const { status, envelope } = await upload(browser, original, { type: "image/jpeg" });
    expect(status).toBe(200);
    expect(envelope.data).toMatchObject({ kind: "image", mime: "image/jpeg", width: 1024, height: 768 });
    const stored = new Uint8Array(await (await env.MEDIA.get(envelope.data!.key))!.arrayBuffer());
    expect(contains(stored, GPS_MARK)).toBe(false);
    expect(contains(stored, "GPSLatitude")).toBe(false);
    expect(contains(stored, "xap/1.0")).toBe(false);
    // The only EXIF left is the orientation, so a portrait photo still shows upright.
    const app1 = stored.indexOf(0xe1, 2) - 1;
    expect([stored[app1], stored[app1 + 1]]).toEqual([0xff, 0xe1]);
    const segment = stored.subarray(app1 + 4, app1 + 2 + ((stored[app1 + 2] << 8) | stored[app1 + 3]));
    expect(orientationOf(segment)).toBe(6);
    expect(segment.length).toBe(32);
    expect(contains(stored, "Exif")).toBe(true);
    expect(contains(stored, "JFIF")).toBe(true);
    expect([...stored.slice(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...stored.slice(-2)]).toEqual([0xff, 0xd9]);
  });

  it("refuses an unknown purpose or a missing draft id", async () => {
    const browser = new TestBrowser();
    expect((await upload(browser, pngBytes(), { purpose: "avatar" })).status).toBe(400);
    expect((await upload(browser, pngBytes(), { draft: "x" })).status).toBe(400);
  });

  it("serves a video with byte ranges", async () => {
    const browser = new TestBrowser();
    const { envelope } = await upload(browser, mp4Bytes(5000));
    expect(envelope.data!.url).toBe(`/media/${envelope.data!.key}`);
    expect(envelope.data).toMatchObject({ kind: "video", mime: "video/mp4", durationMs: 12_500 });
    const whole = await browser.fetch(envelope.data!.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("Accept-Ranges")).toBe("bytes");
    expect((await whole.arrayBuffer()).byteLength).toBe(5000);
    const part = await browser.fetch(envelope.data!.url, { headers: { Range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe("bytes 100-199/5000");
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const beyond = await browser.fetch(envelope.data!.url, { headers: { Range: "bytes=6000-" } });
    expect(beyond.status).toBe(416);
  });

  it("gives back a removed file, and the cron deletes uploads nobody attached within 24 hours", async () => {
    const browser = new TestBrowser();
    const kept = await upload(browser, pngBytes());
    const removed = await upload(browser, pngBytes());
    const discard = await browser.api<{ removed: boolean }>("upload/discard", { key: removed.envelope.data!.key });
    expect(discard.envelope.data!.removed).toBe(true);
    expect(await env.MEDIA.head(removed.envelope.data!.key)).toBeNull();

    const key = kept.envelope.data!.key;
    await purgeStaleUploads(env, Date.now() + UPLOAD_TTL_MS - 60_000);
    expect(await env.MEDIA.head(key)).not.toBeNull();
    await purgeStaleUploads(env, Date.now() + UPLOAD_TTL_MS + 60_000);
    expect(await env.MEDIA.head(key)).toBeNull();
    expect(await env.DB.prepare("SELECT 1 FROM uploads WHERE r2_key = ?").bind(key).first()).toBeNull();
  });
});
