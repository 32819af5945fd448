import { describe, expect, it } from "vitest";
import { isImageSource, rotateStep, toPreviewSource, zoomStep } from "./preview-items";

describe("preview items", () => {
  it("treats jpg, jpeg, png, gif, webp and data:image as images, anything else as video", () => {
    for (const src of ["a.jpg", "b.JPEG", "/c.png?w=2", "d.gif#x", "https://cdn/e.webp", "data:image/svg+xml;base64,AAA"]) {
      expect(isImageSource(src)).toBe(true);
    }
    for (const src of ["a.mp4", "b.mov", "c.svg", "https://cdn/photo", "data:video/mp4;base64,AAA"]) expect(isImageSource(src)).toBe(false);
  });

  it("reads strings and typed objects", () => {
    expect(toPreviewSource("a.png")).toEqual({ kind: "image", src: "a.png" });
    expect(toPreviewSource("a.webm")).toEqual({ kind: "video", src: "a.webm" });
    expect(toPreviewSource({ type: "video", image: "still.jpg", video: "clip.mp4" })).toEqual({
      kind: "video",
      src: "clip.mp4",
      poster: "still.jpg",
    });
    expect(toPreviewSource({ type: "image", image: "ring.jpg" })).toMatchObject({ kind: "image", src: "ring.jpg" });
  });

  it("zooms in steps of 0.2 between 0.2 and 7", () => {
    expect(zoomStep(1, 1)).toBe(1.2);
    expect(zoomStep(0.2, -1)).toBe(0.2);
    expect(zoomStep(7, 1)).toBe(7);
    expect(zoomStep(0.4, -1)).toBe(0.2);
  });

  it("rotates in quarter turns", () => {
    expect(rotateStep(0, 1)).toBe(90);
    expect(rotateStep(0, -1)).toBe(270);
    expect(rotateStep(270, 1)).toBe(0);
  });
});
