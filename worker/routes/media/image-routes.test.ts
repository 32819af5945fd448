import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { imageSrcSet, imageUrl } from "~/shared/image-url";
import { createWorker } from "../../app";

const worker = createWorker(async () => new Response("page", { headers: { "Content-Type": "text/html" } }));
const KEY = "catalog/test-route-image";

/** A bundle like the seed's: each rendition's bytes spell its format and width. */
const renditions = [
  ["webp", 1024],
  ["jpeg", 1024],
  ["webp", 640],
  ["jpeg", 640],
  ["webp", 320],
  ["jpeg", 320],
] as const;

beforeAll(async () => {
  const parts = renditions.map(([format, width]) => new TextEncoder().encode(`${format}-${width}-bytes`));
  let offset = 0;
  const index = parts.map((p, i) => {
    const entry = `${renditions[i][0]}:${renditions[i][1]}:${offset}:${p.length}`;
    offset += p.length;
    return entry;
  });
  const body = new Uint8Array(offset);
  let at = 0;
  for (const p of parts) body.set(p, (at += p.length) - p.length);
  await env.MEDIA.put(KEY, body, { customMetadata: { renditions: index.join(",") } });
});

async function get(path: string, headers: Record<string, string> = {}) {
  const execution = createExecutionContext();
  const response = await worker.fetch(new Request(`http://us.localhost${path}`, { headers }), env, execution);
  await waitOnExecutionContext(execution);
  return response;
}

describe("GET /img/{width}/{format}/{key}", () => {
  it("serves the rendition of the asked width and format, immutable", async () => {
    const response = await get(`/img/640/webp/${KEY}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("webp-640-bytes");
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const jpeg = await get(`/img/320/jpeg/${KEY}`);
    expect(jpeg.headers.get("Content-Type")).toBe("image/jpeg");
    expect(await jpeg.text()).toBe("jpeg-320-bytes");
  });

  it("answers a breakpoint with the next rendition up, and the largest beyond it", async () => {
    expect(await (await get(`/img/480/webp/${KEY}`)).text()).toBe("webp-640-bytes");
    expect(await (await get(`/img/768/jpeg/${KEY}`)).text()).toBe("jpeg-1024-bytes");
    expect(await (await get(`/img/1536/webp/${KEY}`)).text()).toBe("webp-1024-bytes");
  });

  it("revalidates with the ETag", async () => {
    const first = await get(`/img/1024/webp/${KEY}`);
    const etag = first.headers.get("ETag")!;
    expect(etag).toBeTruthy();
    const again = await get(`/img/1024/webp/${KEY}`, { "If-None-Match": etag });
    expect(again.status).toBe(304);
  });

  it("is a 404 for other widths, formats, keys and missing images", async () => {
    for (const path of [
      `/img/500/webp/${KEY}`,
      `/img/640/png/${KEY}`,
      "/img/640/webp/..%2Fsecret",
      "/img/640/webp/CATALOG/UPPER",
      "/img/640/webp/catalog/none",
      `/img/99999999/webp/${KEY}`,
      "/img/640/webp/",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
    }
  });

  it("is what the shared helpers link to", async () => {
    const ref = { key: KEY, width: 1024 };
    expect(imageUrl(ref, { width: 300, format: "webp" })).toBe(`/img/320/webp/${KEY}`);
    expect(imageSrcSet(ref, false)).toBe(`/img/320/jpeg/${KEY} 320w, /img/640/jpeg/${KEY} 640w, /img/1024/jpeg/${KEY} 1024w`);
    for (const entry of imageSrcSet(ref, true).split(", ")) expect((await get(entry.split(" ")[0])).status).toBe(200);
  });
});
