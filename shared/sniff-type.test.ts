import { describe, expect, it } from "vitest";
import { kindOf, sniffBytes, sniffFile } from "./sniff-type";
import { BYTES, fileOf } from "./test/upload-fixtures";

describe("sniffing a file's type by content", () => {
  it("knows jpeg, png, gif, webp, mp4, mov and webm by their first bytes", () => {
    const found = (["jpeg", "png", "gif", "webp", "mp4", "mov", "webm"] as const).map((k) => sniffBytes(new Uint8Array(BYTES[k])));
    expect(found).toEqual(["jpeg", "png", "gif", "webp", "mp4", "mov", "webm"]);
  });

  it("refuses text, HEIC pictures and Matroska that is not WebM", () => {
    expect(sniffBytes(new Uint8Array(BYTES.text))).toBeNull();
    expect(sniffBytes(new Uint8Array(BYTES.heic))).toBeNull();
    expect(sniffBytes(new Uint8Array(BYTES.mkv))).toBeNull();
    expect(sniffBytes(new Uint8Array([]))).toBeNull();
  });

  it("ignores the name and the declared type", async () => {
    expect(await sniffFile(fileOf("text", "photo.jpg", "image/jpeg"))).toBeNull();
    expect(await sniffFile(fileOf("png", "notes.txt", "text/plain"))).toBe("png");
  });

  it("tells images from videos", () => {
    expect(kindOf("webp")).toBe("image");
    expect(kindOf("mov")).toBe("video");
  });
});
