import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/account-client";
import { photoWithGps } from "../../test/photo-fixture";
import { pngBytes, upload } from "../../test/review-fixtures";
import { discardUpload } from "./uploads";
import { derivedKeys, uploadImage } from "./upload-images";

/** Width and height read from the image's own header, whatever the format. */
async function dimensions(bytes: ArrayBuffer) {
  return env.IMAGES.info(new Response(bytes).body!);
}

describe("uploaded pictures on the image path", () => {
  it("answers a 1600 px JPEG at each catalogue width, in WebP when asked, made once", async () => {
    const browser = new TestBrowser();
    const { envelope } = await upload(browser, photoWithGps(), { type: "image/jpeg" });
    const key = envelope.data!.key;
    const webp = await browser.fetch(`/img/640/webp/${key}`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get("Content-Type")).toBe("image/webp");
    expect(webp.headers.get("X-Image-Width")).toBe("640");
    expect(await dimensions(await webp.arrayBuffer())).toMatchObject({ format: "image/webp", width: 640, height: 480 });
    // A breakpoint between widths gets the next rendition up; JPEG for a browser without WebP.
    const jpeg = await browser.fetch(`/img/768/jpeg/${key}`);
    expect(jpeg.headers.get("Content-Type")).toBe("image/jpeg");
    expect(await dimensions(await jpeg.arrayBuffer())).toMatchObject({ format: "image/jpeg", width: 1024, height: 768 });
    // The largest width is the original's own, never upscaled past it.
    const large = await browser.fetch(`/img/1536/webp/${key}`);
    expect(await dimensions(await large.arrayBuffer())).toMatchObject({ width: 1536, height: 1152 });
    // Made once: the width is kept in R2 and served from there the next time.
    const kept = await env.MEDIA.get(`${key}@640.webp`);
    expect(kept?.httpMetadata?.contentType).toBe("image/webp");
    expect(derivedKeys(key)).toContain(`${key}@640.webp`);
  });

  it("serves the original when there is no binding, or when it cannot read the file", async () => {
    const browser = new TestBrowser();
    const { envelope } = await upload(browser, photoWithGps(), { type: "image/jpeg" });
    const stored = await env.MEDIA.get(envelope.data!.key);
    const size = (await stored!.arrayBuffer()).byteLength;
    const without = await uploadImage({ MEDIA: env.MEDIA }, envelope.data!.key, 320, "webp");
    expect(without).toMatchObject({ contentType: "image/jpeg", width: 1600 });
    expect(without!.body.byteLength).toBe(size);
    // A PNG header with no picture behind it: the decoder fails, the file is served as sent.
    const png = await upload(browser, pngBytes(800, 600));
    const broken = await browser.fetch(`/img/320/webp/${png.envelope.data!.key}`);
    expect(broken.status).toBe(200);
    expect(broken.headers.get("Content-Type")).toBe("image/png");
  });

  it("deletes the widths made with the upload they came from", async () => {
    const browser = new TestBrowser();
    const { envelope } = await upload(browser, photoWithGps(), { type: "image/jpeg" });
    const key = envelope.data!.key;
    await browser.fetch(`/img/320/webp/${key}`);
    expect(await env.MEDIA.head(`${key}@320.webp`)).not.toBeNull();
    await browser.whoAmI();
    expect(await discardUpload(env, key, browser.cookies.get("he-uuid")!)).toBe(true);
    expect(await env.MEDIA.head(`${key}@320.webp`)).toBeNull();
    expect(await env.MEDIA.head(key)).toBeNull();
  });
});
