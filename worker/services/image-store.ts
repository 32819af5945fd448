/**
 * Product photos in R2: every rendition of one image (WebP and JPEG at the rendition widths)
 * is one object, with an index `format:width:offset:length,…` in its custom metadata, and
 * the image path reads one rendition with a ranged get. One object per image keeps seeding
 * to one write per photo; the renditions themselves are what a resizing service would give.
 */
import { RENDITION_WIDTHS, type ImageFormat } from "~/shared/image-url";

export interface Rendition {
  format: ImageFormat;
  width: number;
  offset: number;
  length: number;
}

export function parseRenditionIndex(index: string | undefined): Rendition[] {
  if (!index) return [];
  return index.split(",").flatMap((entry) => {
    const [format, width, offset, length] = entry.split(":");
    const numbers = [width, offset, length].map(Number);
    if ((format !== "webp" && format !== "jpeg") || numbers.some((v) => !Number.isSafeInteger(v) || v < 0)) return [];
    return [{ format, width: numbers[0], offset: numbers[1], length: numbers[2] }];
  });
}

/** The smallest rendition of the format at least `width` wide, else the largest there is. */
export function pickRendition(list: Rendition[], format: ImageFormat, width: number): Rendition | null {
  const own = list.filter((r) => r.format === format).sort((a, b) => a.width - b.width);
  return own.find((r) => r.width >= width) ?? own[own.length - 1] ?? null;
}

export const IMAGE_KEY_RE = /^[a-z0-9][a-z0-9_-]{0,40}(\/[a-z0-9][a-z0-9_-]{0,80}){0,3}$/;

export const CONTENT_TYPES: Record<ImageFormat, string> = { webp: "image/webp", jpeg: "image/jpeg" };

export const MAX_RENDITION_WIDTH = RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1];
