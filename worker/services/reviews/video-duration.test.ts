import { describe, expect, it } from "vitest";
import { mp4Bytes, webmBytes } from "../../test/review-fixtures";
import { DurationScanner } from "./upload-stream";
import { videoDurationMs } from "./video-duration";

describe("videoDurationMs", () => {
  it("reads an MP4's movie header and a WebM's segment information alike", () => {
    expect(videoDurationMs(mp4Bytes())).toBe(12_500);
    expect(videoDurationMs(webmBytes())).toBe(8_250);
    // A TimestampScale other than the millisecond default.
    expect(videoDurationMs(webmBytes(4096, 3_000, 500_000))).toBe(3_000);
  });

  it("gives null for a WebM with no length, or cut off inside it", () => {
    const whole = webmBytes();
    const withoutDuration = whole.slice();
    // The Duration element renamed to an id the reader does not know (0x4480), of the same length.
    const at = whole.findIndex((b, i) => b === 0x44 && whole[i + 1] === 0x89);
    withoutDuration[at + 1] = 0x80;
    expect(videoDurationMs(withoutDuration)).toBeNull();
    expect(videoDurationMs(whole.subarray(0, at + 6))).toBeNull();
  });
});

describe("DurationScanner", () => {
  it("finds a WebM's length when its head arrives in small chunks", () => {
    const bytes = webmBytes(8192);
    const scanner = new DurationScanner();
    for (let at = 0; at < bytes.length; at += 7) scanner.push(bytes.subarray(at, at + 7));
    expect(scanner.durationMs).toBe(8_250);
  });
});
