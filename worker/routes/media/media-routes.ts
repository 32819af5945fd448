import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { accessToUpload, uploadCacheControl } from "./media-viewer";

/**
 * Shoppers' review videos: GET /media/u/{key}, with byte ranges so a player can seek and a
 * phone need not fetch the whole file first. Pictures go through the image path (/img). Shown
 * only to whom docs/decisions/1301-shopper-media-access.md allows.
 */
export const mediaRoutes = new Hono<AppEnv>();

const KEY_RE = /^u\/[a-z0-9]{32}$/;
const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against a size; null when unsatisfiable, undefined when absent or not one range. */
function parseRange(header: string | undefined, size: number): { offset: number; length: number } | null | undefined {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return undefined;
  const [, from, to] = match;
  if (!from && !to) return undefined;
  if (!from) {
    const suffix = Math.min(Number(to), size);
    return suffix > 0 ? { offset: size - suffix, length: suffix } : null;
  }
  const start = Number(from);
  const end = to ? Math.min(Number(to), size - 1) : size - 1;
  if (start >= size || end < start) return null;
  return { offset: start, length: end - start + 1 };
}

mediaRoutes.get("/:key{u/[a-z0-9]+}", async (c) => {
  const key = c.req.param("key");
  if (!KEY_RE.test(key)) return notFound();
  const access = await accessToUpload(c, key);
  if (access === "hidden") return notFound();
  const head = await c.env.MEDIA.head(key);
  if (!head) return notFound();
  const headers = new Headers({
    "Content-Type": head.httpMetadata?.contentType ?? "application/octet-stream",
    "Cache-Control": uploadCacheControl(access),
    "Accept-Ranges": "bytes",
    ETag: head.httpEtag,
    "X-Content-Type-Options": "nosniff",
  });
  const range = parseRange(c.req.header("Range"), head.size);
  if (range === null) {
    headers.set("Content-Range", `bytes */${head.size}`);
    return new Response(null, { status: 416, headers });
  }
  const object = await c.env.MEDIA.get(key, range ? { range } : undefined);
  if (!object || !("body" in object)) return notFound();
  if (!range) {
    headers.set("Content-Length", String(head.size));
    return new Response(object.body, { status: 200, headers });
  }
  headers.set("Content-Range", `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`);
  headers.set("Content-Length", String(range.length));
  return new Response(object.body, { status: 206, headers });
});

mediaRoutes.all("*", () => notFound());
