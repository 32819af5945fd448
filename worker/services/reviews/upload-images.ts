import { RENDITION_WIDTHS, snapWidth, type ImageFormat } from "~/shared/image-url";
import { CONTENT_TYPES, parseRenditionIndex, type StoredFormat } from "../image-store";

/** A shopper's upload: one original in R2, no renditions made in advance. */
export const UPLOAD_KEY_RE = /^u\/[a-z0-9]{32}$/;

export interface ServedImage {
  body: ArrayBuffer;
  contentType: string;
  etag: string;
  /** The width the picture has, at most the asked rendition (never upscaled). */
  width: number;
}

type Env = { MEDIA: R2Bucket; IMAGES?: ImagesBinding };

/** Where the made width lives beside its original; `@` keeps it off the image path itself. */
const derivedKey = (key: string, width: number, format: StoredFormat) => `${key}@${width}.${format}`;

/** Every width and format a key may have been made in, for deleting it with its original. */
export function derivedKeys(key: string): string[] {
  return RENDITION_WIDTHS.flatMap((width) => (["webp", "jpeg", "png"] as const).map((format) => derivedKey(key, width, format)));
}

const warned = new Set<string>();
/** One line per kind of trouble per isolate, not one per picture asked. */
function warnOnce(reason: string, message: string, error?: unknown) {
  if (warned.has(reason)) return;
  warned.add(reason);
  console.warn(message, error instanceof Error ? error.message : "");
}

/**
 * An uploaded picture at one of the catalogue's rendition widths, in WebP when asked, made by
 * the Images binding the first time and kept in R2 so each width is made once. PNGs asked as
 * JPEG stay PNG (transparency), GIFs stay as sent (animation), and without the binding or
 * when it cannot read the file the original is served (docs/decisions/0500-reviews.md).
 */
export async function uploadImage(env: Env, key: string, wanted: number, format: ImageFormat): Promise<ServedImage | null> {
  const head = await env.MEDIA.head(key);
  const original = head && parseRenditionIndex(head.customMetadata?.renditions)[0];
  if (!head || !original) return null;
  const width = snapWidth(wanted, original.width);
  const out: StoredFormat = format === "webp" ? "webp" : original.format === "png" ? "png" : "jpeg";
  const made = original.format !== "gif" && (width < original.width || out !== original.format) ? await derived(env, key, width, out) : null;
  if (made) return { body: made.body, contentType: CONTENT_TYPES[out], etag: `"${head.etag}-${out}-${width}"`, width: made.width };
  const object = await env.MEDIA.get(key);
  if (!object) return null;
  return { body: await object.arrayBuffer(), contentType: CONTENT_TYPES[original.format], etag: `"${head.etag}"`, width: original.width };
}

async function derived(env: Env, key: string, width: number, format: StoredFormat): Promise<{ body: ArrayBuffer; width: number } | null> {
  const target = derivedKey(key, width, format);
  const kept = await env.MEDIA.get(target);
  if (kept) return { body: await kept.arrayBuffer(), width: Number(kept.customMetadata?.width) || width };
  if (!env.IMAGES) {
    warnOnce("binding", "IMAGES binding missing: uploaded pictures are served at their original size");
    return null;
  }
  const source = await env.MEDIA.get(key);
  if (!source) return null;
  try {
    const result = await env.IMAGES.input(source.body)
      .transform({ width, fit: "scale-down" })
      .output({ format: CONTENT_TYPES[format] as ImageOutputOptions["format"], quality: 82 });
    const body = await result.response().arrayBuffer();
    const info = await env.IMAGES.info(new Response(body).body!);
    const madeWidth = "width" in info ? info.width : width;
    await env.MEDIA.put(target, body, { httpMetadata: { contentType: CONTENT_TYPES[format] }, customMetadata: { width: String(madeWidth) } });
    return { body, width: madeWidth };
  } catch (error) {
    // A file the decoder cannot read still passed the type check: it is shown as it was sent.
    warnOnce("transform", `IMAGES could not transform ${key}`, error);
    return null;
  }
}
