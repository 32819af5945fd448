import { MIME, sniffBytes } from "~/shared/sniff-type";
import { imageSize } from "../reviews/image-size";
import { UPLOAD_KEY_RE } from "../reviews/upload-images";
import { toHex } from "../bytes";
import { fetchPicture } from "./image-fetch";
import { stripMetadata } from "../reviews/container-metadata";
import { JpegError } from "../reviews/jpeg-metadata";

/**
 * The import's pictures: from files the merchant gave (matched by the file name of the URL) or
 * fetched from their URL, stored in R2 like a shopper's upload — one original under `u/{hash}`,
 * widths made by the image path on first request (docs/decisions/0500-reviews.md). The key is
 * the content's hash, so importing the same picture twice stores it once. What a fetch may reach
 * and how much it may read: ./image-fetch.ts.
 */
/** Fetches per import run: a Worker request has a bounded number of subrequests. */
export const MAX_FETCHES = 200;

export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

export type ImageOutcome = { ok: true; image: StoredImage } | { ok: false; reason: string };

/** The file name an Image Src ends in: how a file given with the CSV is matched to it. */
export function fileNameOf(src: string): string {
  try {
    const path = new URL(src).pathname;
    return decodeURIComponent(path.slice(path.lastIndexOf("/") + 1));
  } catch {
    return src.slice(src.lastIndexOf("/") + 1);
  }
}

/** The key of a picture of this shop (`…/img/{width}/{format}/{key}`), which needs no fetching. */
export function ownImageKey(src: string, origin: string): string | null {
  if (!src.startsWith(`${origin}/img/`)) return null;
  const key = src.slice(origin.length).split("/").slice(4).join("/");
  return key || null;
}

export class ImageSource {
  private fetches = 0;

  constructor(
    private readonly files: Map<string, Uint8Array>,
    private readonly allowFetch: boolean,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async bytes(src: string): Promise<Uint8Array | string> {
    const file = this.files.get(fileNameOf(src));
    if (file) return file;
    if (!this.allowFetch) return "no file of that name was given and fetching is off";
    if (!/^https?:\/\//i.test(src)) return "it is neither a given file nor an http(s) URL";
    if (++this.fetches > MAX_FETCHES) return `more than ${MAX_FETCHES} pictures to fetch in one run: import the file again for the rest`;
    return fetchPicture(src, this.fetcher);
  }
}

export async function storeImage(media: R2Bucket, given: Uint8Array): Promise<ImageOutcome> {
  const type = sniffBytes(given.subarray(0, 64));
  const notPicture = { ok: false, reason: "it is not a JPEG, PNG, WebP or GIF picture" } as const;
  if (type !== "jpeg" && type !== "png" && type !== "webp" && type !== "gif") return notPicture;
  // Served as stored: where and with what it was taken stays out (docs/decisions/1305-upload-metadata.md).
  let bytes: Uint8Array;
  try {
    bytes = stripMetadata(given, type);
  } catch (error) {
    if (error instanceof JpegError) return notPicture;
    throw error;
  }
  const size = imageSize(bytes, type);
  if (!size) return { ok: false, reason: "its size cannot be read from the file" };
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
  const key = `u/${toHex(digest.subarray(0, 16))}`;
  if (!UPLOAD_KEY_RE.test(key)) return { ok: false, reason: "internal key error" };
  if (!(await media.head(key))) {
    await media.put(key, bytes, {
      httpMetadata: { contentType: MIME[type], cacheControl: "public, max-age=31536000, immutable" },
      // The image path reads renditions from this index; an upload has one, its own original.
      customMetadata: { renditions: `${type}:${size.width}:0:${bytes.byteLength}` },
    });
  }
  return { ok: true, image: { key, ...size } };
}
