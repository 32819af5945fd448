import type { ReviewMediaItem } from "~/shared/reviews";
import type { PreviewItem } from "../../../components/ui/preview-items";
import { formatFor, imageUrl } from "~/shared/image-url";

/**
 * Addresses of a shopper's photo or video: pictures through the image path (its widths and
 * WebP, or the upload's own format), videos from /media with byte ranges.
 */
export function mediaSrc(item: ReviewMediaItem, width: number, webp: boolean): string {
  if (item.kind === "video") return `/media/${item.key}`;
  return imageUrl({ key: item.key, width: item.width ?? width }, { width, format: formatFor(webp) });
}

/** Viewer items: a video names its type, since its address has no picture extension. */
export const previewItems = (media: ReviewMediaItem[], webp: boolean): PreviewItem[] =>
  media.map((m) => (m.kind === "video" ? { type: "video", video: mediaSrc(m, 1536, webp) } : { type: "image", image: mediaSrc(m, 1536, webp) }));

/** A video's length as m:ss, or "" when unknown. */
export function clock(ms: number | null): string {
  if (!ms) return "";
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
