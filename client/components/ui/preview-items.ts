import { UI_DEFAULTS } from "./defaults";

/** A preview item: a source string, or an object naming its type. */
export type PreviewItem = string | { type: "image" | "video"; image?: string; video?: string; alt?: string };

export interface PreviewSource {
  kind: "image" | "video";
  src: string;
  /** For a video, its still image. */
  poster?: string;
  alt?: string;
}

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp)$/i;

/** jpg, jpeg, png, gif, webp and data:image strings are images; anything else is a video. */
export function isImageSource(src: string): boolean {
  if (/^data:image\//i.test(src)) return true;
  const path = src.split(/[?#]/)[0];
  return IMAGE_EXTENSION.test(path);
}

export function toPreviewSource(item: PreviewItem): PreviewSource {
  if (typeof item === "string") return { kind: isImageSource(item) ? "image" : "video", src: item };
  if (item.type === "video") return { kind: "video", src: item.video ?? "", poster: item.image, alt: item.alt };
  return { kind: "image", src: item.image ?? "", alt: item.alt };
}

const { minScale, maxScale, scaleStep, rotateStepDeg } = UI_DEFAULTS.preview;

/** One zoom step in or out, kept within 0.2..7 and on the 0.2 grid. */
export function zoomStep(scale: number, direction: 1 | -1): number {
  const next = Math.round((scale + direction * scaleStep) / scaleStep) * scaleStep;
  return Number(Math.min(maxScale, Math.max(minScale, next)).toFixed(1));
}

/** A quarter turn left or right, kept within 0..359. */
export const rotateStep = (degrees: number, direction: 1 | -1) => (((degrees + direction * rotateStepDeg) % 360) + 360) % 360;
