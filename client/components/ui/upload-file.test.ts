import { afterEach, describe, expect, it, vi } from "vitest";
import { fileOf } from "~/shared/test/upload-fixtures";
import { entryKind, UPLOAD_PRESETS, uploadFile, UploadError, type UploadRules } from "./upload-file";

const rules: UploadRules = { maxBytes: 10 * 1024 * 1024, accept: "image", mode: "base64" };

describe("uploadFile", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads a picture as a data string typed by its content", async () => {
    const outcome = await uploadFile(fileOf("png", "x.bin", "application/octet-stream"), rules);
    expect(outcome.kind).toBe("filled");
    const entry = (outcome as { entry: string }).entry;
    expect(entry.startsWith("data:image/png;base64,iVBORw0KGgo")).toBe(true);
    expect(entryKind(entry)).toBe("image");
  });

  it("refuses files over 10 MB", async () => {
    const big = fileOf("png", "big.png", "image/png", 10 * 1024 * 1024 + 1);
    expect(await uploadFile(big, rules)).toEqual({ kind: "invalid", reason: "tooLarge" });
    const limit = fileOf("png", "ok.png", "image/png", 10 * 1024 * 1024);
    expect((await uploadFile(limit, rules)).kind).toBe("filled");
  });

  it("refuses a type the field does not accept, whatever the name says", async () => {
    expect(await uploadFile(fileOf("text", "a.jpg", "image/jpeg"), rules)).toEqual({ kind: "invalid", reason: "badType" });
    expect(await uploadFile(fileOf("mp4", "a.mp4", "video/mp4"), rules)).toEqual({ kind: "invalid", reason: "badType" });
    expect((await uploadFile(fileOf("mp4", "a.mp4"), { ...rules, accept: "media" })).kind).toBe("filled");
  });

  it("leaves a file out when beforeUpload says no, and shows an UploadError's message", async () => {
    expect(await uploadFile(fileOf("png", "a.png"), { ...rules, beforeUpload: () => false })).toEqual({ kind: "skipped" });
    const refuse = async () => {
      throw new UploadError("Only square photos, please");
    };
    expect(await uploadFile(fileOf("png", "a.png"), { ...rules, beforeUpload: refuse })).toEqual({
      kind: "rejected",
      message: "Only square photos, please",
    });
  });

  it("sends the file with the custom request and its kind", async () => {
    const request = vi.fn(async (file: File, kind: "image" | "video") => ({ name: file.name, url: `/media/${file.name}`, type: kind }));
    const outcome = await uploadFile(fileOf("mov", "clip.mov"), { ...rules, accept: "media", mode: "custom", request });
    expect(request).toHaveBeenCalledWith(expect.any(File), "video", undefined);
    expect(outcome).toEqual({ kind: "filled", entry: { name: "clip.mov", url: "/media/clip.mov", type: "video" } });
  });

  it("fails with the default message unless the request rejects with an UploadError", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const custom = { ...rules, mode: "custom" as const };
    expect(await uploadFile(fileOf("png", "a.png"), { ...custom, request: () => Promise.reject(new TypeError("Failed to fetch")) })).toEqual({
      kind: "failed",
    });
    expect(await uploadFile(fileOf("png", "a.png"), { ...custom, request: () => Promise.reject(new UploadError("Too many uploads today")) })).toEqual(
      {
        kind: "rejected",
        message: "Too many uploads today",
      },
    );
  });

  it("only logs a file that cannot be read", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const unreadable = {
      name: "gone.png",
      size: 10,
      slice: () => ({ arrayBuffer: () => Promise.reject(new Error("NotReadableError")) }),
    } as unknown as File;
    expect(await uploadFile(unreadable, rules)).toEqual({ kind: "skipped" });
    expect(log).toHaveBeenCalled();

    class BrokenReader {
      onerror: (() => void) | null = null;
      error = new Error("read failed");
      readAsDataURL() {
        queueMicrotask(() => this.onerror?.());
      }
    }
    vi.stubGlobal("FileReader", BrokenReader);
    expect(await uploadFile(fileOf("png", "a.png"), rules)).toEqual({ kind: "skipped" });
    vi.unstubAllGlobals();
  });
});

describe("upload presets", () => {
  it("keep the shop's limits: reviews 4 pictures or videos, custom inquiries 5 pictures", () => {
    expect(UPLOAD_PRESETS.review).toEqual({ maxCount: 4, accept: "media" });
    expect(UPLOAD_PRESETS.customInquiry).toEqual({ maxCount: 5, accept: "image" });
  });
});
