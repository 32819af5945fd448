import { Hono } from "hono";
import { isBreakpoint, isImageFormat, snapWidth } from "~/shared/image-url";
import type { AppEnv } from "../env";
import { edgeCache } from "../services/edge-cache";
import { CONTENT_TYPES, IMAGE_KEY_RE, parseRenditionIndex, pickRendition } from "../services/image-store";

/** The image path of spec §7: GET /img/{width}/{format}/{key}, immutable and edge-cached. */
export const imageRoutes = new Hono<AppEnv>();

const YEAR = 31_536_000;
const notFound = () =>
  new Response("Image not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" } });

function waitUntil(c: { executionCtx: Pick<ExecutionContext, "waitUntil"> }, promise: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(promise);
  } catch {
    // No execution context (direct calls in tests): let the write finish on its own.
    void promise.catch(() => undefined);
  }
}

imageRoutes.get("/:width/:format/:key{.+}", async (c) => {
  const width = Number(c.req.param("width"));
  const format = c.req.param("format");
  const key = c.req.param("key");
  if (!isBreakpoint(width) || !isImageFormat(format) || !IMAGE_KEY_RE.test(key)) return notFound();

  const url = new URL(c.req.url);
  const cacheKey = new Request(`${url.origin}/img/${snapWidth(width)}/${format}/${key}`);
  const cache = edgeCache();
  let response = await cache?.match(cacheKey);
  if (!response) {
    const head = await c.env.MEDIA.head(key);
    const rendition = head && pickRendition(parseRenditionIndex(head.customMetadata?.renditions), format, width);
    if (!head || !rendition) return notFound();
    const object = await c.env.MEDIA.get(key, { range: { offset: rendition.offset, length: rendition.length } });
    if (!object || !("body" in object)) return notFound();
    const body = await new Response(object.body).arrayBuffer();
    response = new Response(body, {
      headers: {
        "Content-Type": CONTENT_TYPES[rendition.format],
        "Cache-Control": `public, max-age=${YEAR}, immutable`,
        ETag: `"${head.etag}-${rendition.format}-${rendition.width}"`,
        "X-Image-Width": String(rendition.width),
      },
    });
    if (cache) waitUntil(c, cache.put(cacheKey, response.clone()));
  }
  if (c.req.header("If-None-Match") === response.headers.get("ETag")) {
    return new Response(null, { status: 304, headers: { ETag: response.headers.get("ETag")!, "Cache-Control": response.headers.get("Cache-Control")! } });
  }
  return new Response(response.body, response);
});

// Anything else under /img is a missing image, not a page.
imageRoutes.all("*", () => notFound());
