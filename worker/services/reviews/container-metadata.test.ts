import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/account-client";
import { gifWithGps, movWithGps, PLACE, pngWithGps, webpWithGps } from "../../test/metadata-fixtures";
import { upload } from "../../test/review-fixtures";
import { stripGifMetadata, stripMp4Metadata, stripPngMetadata, stripWebpMetadata } from "./container-metadata";
import { imageSize } from "./image-size";

const text = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);
const has = (bytes: Uint8Array, needle: string) => text(bytes).includes(needle);

describe("location metadata out of PNG, WebP, GIF and MP4/MOV", () => {
  it("PNG: eXIf, tEXt and iTXt go; the picture's chunks stay whole and in order", () => {
    const input = pngWithGps();
    expect(has(input, PLACE)).toBe(true);
    const output = stripPngMetadata(input);
    expect(has(output, PLACE)).toBe(false);
    for (const gone of ["eXIf", "tEXt", "iTXt"]) expect(has(output, gone), gone).toBe(false);
    expect(text(output).match(/IHDR|IDAT|IEND/g)).toEqual(["IHDR", "IDAT", "IEND"]);
    expect(imageSize(output, "png")).toEqual({ width: 2, height: 1 });
    // Whatever a decoder would never read (past IEND) does not reach R2 either.
    expect(has(stripPngMetadata(new Uint8Array([...input, ...new TextEncoder().encode(PLACE)])), PLACE)).toBe(false);
  });

  it("WebP: EXIF and XMP chunks go, VP8X no longer announces them, the RIFF size is the new one", () => {
    const output = stripWebpMetadata(webpWithGps());
    expect(has(output, PLACE)).toBe(false);
    expect(has(output, "EXIF") || has(output, "XMP ")).toBe(false);
    expect(output[20] & 0x0c).toBe(0);
    expect(new DataView(output.buffer).getUint32(4, true)).toBe(output.length - 8);
    expect(text(output.subarray(12)).match(/VP8X|VP8L/g)).toEqual(["VP8X", "VP8L"]);
    expect(imageSize(output, "webp")).toEqual({ width: 3, height: 2 });
  });

  it("GIF: the comment and the XMP application extension go; the loop count, timing and image stay", () => {
    const input = gifWithGps();
    const output = stripGifMetadata(input);
    expect(has(output, PLACE)).toBe(false);
    expect(has(output, "XMP DataXMP")).toBe(false);
    expect(has(output, "NETSCAPE2.0")).toBe(true);
    expect(output.at(-1)).toBe(0x3b);
    // Header, colour table, loop, graphic control and image, byte for byte.
    const kept = text(output);
    expect(kept.startsWith(text(input.subarray(0, 19)))).toBe(true);
    expect(kept.endsWith(text(input.subarray(input.indexOf(0x2c, 40) - 8)))).toBe(true);
  });

  it("MOV/MP4: udta (©xyz) and meta (Apple's location key) become free boxes of the same size; nothing else moves", () => {
    const input = movWithGps();
    const output = stripMp4Metadata(input);
    expect(has(output, PLACE)).toBe(false);
    expect(has(output, "com.apple.quicktime.location")).toBe(false);
    expect(has(output, "\u00a9xyz")).toBe(false);
    expect(output.length).toBe(input.length);
    // The movie header and the media data are where they were (sample offsets point into mdat).
    const at = (bytes: Uint8Array, type: string) => text(bytes).indexOf(type);
    expect(at(output, "mvhd")).toBe(at(input, "mvhd"));
    expect(at(output, "mdat")).toBe(at(input, "mdat"));
    expect(output.subarray(at(input, "mdat"))).toEqual(input.subarray(at(input, "mdat")));
    expect(text(output).match(/free/g)).toHaveLength(3);
  });

  it("an upload keeps none of it in R2, and a video's length is still read", async () => {
    const browser = new TestBrowser();
    for (const [bytes, mime] of [
      [pngWithGps(), "image/png"],
      [webpWithGps(), "image/webp"],
      [gifWithGps(), "image/gif"],
      [movWithGps(), "video/quicktime"],
    ] as const) {
      const { status, envelope } = await upload(browser, bytes, { draft: `draft-meta-${mime.replace("/", "-")}` });
      expect(status, mime).toBe(200);
      expect(envelope.data!.mime).toBe(mime);
      const stored = new Uint8Array(await (await env.MEDIA.get(envelope.data!.key))!.arrayBuffer());
      expect(has(stored, PLACE), mime).toBe(false);
      expect(envelope.data).toMatchObject({ bytes: stored.length });
    }
    const video = await env.DB.prepare("SELECT duration_ms FROM uploads WHERE mime = 'video/quicktime' ORDER BY created_at DESC LIMIT 1").first();
    expect(video).toEqual({ duration_ms: 12_500 });
  });
});
