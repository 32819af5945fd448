import { Hono } from "hono";
import { isBreakpoint, isImageFormat, snapWidth, type ImageFormat } from "~/shared/image-url";
import type { AppEnv } from "../../env";
import { edgeCache } from "../../services/page-cache/edge-cache";
import { CONTENT_TYPES, IMAGE_KEY_RE, parseRenditionIndex, pickRendition } from "../../services/image-store";
import { type ServedImage, UPLOAD_KEY_RE, uploadImage } from "../../services/reviews/upload-images";
import { accessToUpload, uploadCacheControl } from "./media-viewer";

/**
 * The image path: GET /img/{width}/{format}/{key}, immutable and edge-cached. Catalogue images
 * come pre-rendered; shoppers' uploads are resized on first request (docs/decisions/0500-reviews.md)
 * and shown only to whom docs/decisions/1301-shopper-media-access.md allows, asked before the cache.
 */
export const imageRoutes = new Hono<AppEnv>();

const YEAR = 31_536_000;
const notFound = () =>
  new Response("Image not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" } });

/** An upload nobody may see here answers like a missing one, and no one keeps that answer. */
const hiddenUpload = () =>
  new Response("Image not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

function waitUntil(c: { executionCtx: Pick<ExecutionContext, "waitUntil"> }, promise: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(promise);
  } catch {
    // No execution context (direct calls in tests): let the write finish on its own.
    void promise.catch(() => undefined);
  }
}

/** A catalogue image: its renditions were made in advance and sit in one object, found by byte range. */
async function catalogueImage(env: { MEDIA: R2Bucket }, key: string, width: number, format: ImageFormat): Promise<ServedImage | null> {
  const head = await env.MEDIA.head(key);
  const rendition = head && pickRendition(parseRenditionIndex(head.customMetadata?.renditions), format, width);
  if (!head || !rendition) return null;
  const object = await env.MEDIA.get(key, { range: { offset: rendition.offset, length: rendition.length } });
  if (!object || !("body" in object)) return null;
  return {
    body: await object.arrayBuffer(),
    contentType: CONTENT_TYPES[rendition.format],
    etag: `"${head.etag}-${rendition.format}-${rendition.width}"`,
    width: rendition.width,
  };
}

imageRoutes.get("/:width/:format/:key{.+}", async (c) => {
  const width = Number(c.req.param("width"));
  const format = c.req.param("format");
  const key = c.req.param("key");
  if (!isBreakpoint(width) || !isImageFormat(format) || !IMAGE_KEY_RE.test(key)) return notFound();

  const upload = UPLOAD_KEY_RE.test(key);
  const access = upload ? await accessToUpload(c, key) : "public";
  if (access === "hidden") return hiddenUpload();
  const url = new URL(c.req.url);
  const cacheKey = new Request(`${url.origin}/img/${snapWidth(width)}/${format}/${key}`);
  const cache = edgeCache();
  let response = await cache?.match(cacheKey);
  if (!response) {
    const image = upload ? await uploadImage(c.env, key, width, format) : await catalogueImage(c.env, key, width, format);
    if (!image) return notFound();
    response = new Response(image.body, {
      headers: {
        "Content-Type": image.contentType,
        "Cache-Control": `public, max-age=${YEAR}, immutable`,
        ETag: image.etag,
        "X-Image-Width": String(image.width),
      },
    });
    if (cache) waitUntil(c, cache.put(cacheKey, response.clone()));
  }
  // The cached copy stays immutable (the gate above runs first); a browser keeps an upload briefly.
  const cacheControl = upload ? uploadCacheControl(access) : response.headers.get("Cache-Control")!;
  if (c.req.header("If-None-Match") === response.headers.get("ETag")) {
    return new Response(null, { status: 304, headers: { ETag: response.headers.get("ETag")!, "Cache-Control": cacheControl } });
  }
  const answer = new Response(response.body, response);
  answer.headers.set("Cache-Control", cacheControl);
  return answer;
});

// Anything else under /img is a missing image, not a page.
imageRoutes.all("*", () => notFound());
