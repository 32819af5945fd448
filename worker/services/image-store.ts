/**
 * Product photos in R2: every rendition of one image (WebP and JPEG at the rendition widths)
 * is one object, with an index `format:width:offset:length,…` in its custom metadata, and
 * the image path reads one rendition with a ranged get. One object per image keeps seeding
 * to one write per photo; the renditions themselves are what a resizing service would give.
 */
import type { ImageFormat } from "~/shared/image-url";

/** Stored formats: the renditions' two, and an upload's own original (PNG, GIF; docs/decisions/0500-reviews.md). */
export type StoredFormat = ImageFormat | "png" | "gif";

export interface Rendition {
  format: StoredFormat;
  width: number;
  offset: number;
  length: number;
}

export function parseRenditionIndex(index: string | undefined): Rendition[] {
  if (!index) return [];
  return index.split(",").flatMap((entry) => {
    const [format, width, offset, length] = entry.split(":");
    const numbers = [width, offset, length].map(Number);
    if (!Object.hasOwn(CONTENT_TYPES, format) || numbers.some((v) => !Number.isSafeInteger(v) || v < 0)) return [];
    return [{ format: format as StoredFormat, width: numbers[0], offset: numbers[1], length: numbers[2] }];
  });
}

/**
 * The smallest rendition of the format at least `width` wide, else the largest there is. An
 * image stored only in another format (a shopper's upload, kept as it came) answers in that one.
 */
export function pickRendition(list: Rendition[], format: ImageFormat, width: number): Rendition | null {
  const own = list.filter((r) => r.format === format);
  const pool = (own.length ? own : list).sort((a, b) => a.width - b.width);
  return pool.find((r) => r.width >= width) ?? pool[pool.length - 1] ?? null;
}

export const IMAGE_KEY_RE = /^[a-z0-9][a-z0-9_-]{0,40}(\/[a-z0-9][a-z0-9_-]{0,80}){0,3}$/;

export const CONTENT_TYPES: Record<StoredFormat, string> = { webp: "image/webp", jpeg: "image/jpeg", png: "image/png", gif: "image/gif" };
