import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { gifWithGps, PLACE, pngWithGps, webpWithGps } from "../../test/metadata-fixtures";
import { GPS_MARK, jpegWithGps, pngBytes } from "../../test/review-fixtures";
import { fileNameOf, ImageSource, MAX_FETCHES, ownImageKey, storeImage } from "./images";

const fakeFetch = (answers: Map<string, Response>) =>
  (async (input: RequestInfo | URL) => answers.get(String(input))?.clone() ?? new Response("no", { status: 404 })) as typeof fetch;

describe("the import's pictures", () => {
  it("takes a given file by the name of the URL, else fetches it, and says why one cannot be had", async () => {
    const png = pngBytes(640, 480);
    const source = new ImageSource(
      new Map([["given.png", png]]),
      true,
      fakeFetch(new Map([["https://cdn.example.com/x/fetched.png?v=2", new Response(png as Uint8Array<ArrayBuffer>)]])),
    );
    expect(await source.bytes("https://cdn.example.com/files/given.png?v=1")).toBe(png);
    expect(await source.bytes("https://cdn.example.com/x/fetched.png?v=2")).toEqual(png);
    expect(await source.bytes("https://cdn.example.com/gone.png")).toBe("its URL answered 404");
    expect(await source.bytes("ftp://x/y.png")).toBe("it is neither a given file nor an http(s) URL");
    expect(await new ImageSource(new Map(), false).bytes("https://cdn.example.com/a.png")).toBe("no file of that name was given and fetching is off");
    const busy = new ImageSource(new Map(), true, fakeFetch(new Map()));
    for (let i = 0; i < MAX_FETCHES; i++) await busy.bytes(`https://cdn.example.com/${i}.png`);
    expect(await busy.bytes("https://cdn.example.com/one-more.png")).toMatch(/more than 200 pictures/);
  });

  it("stores a picture once under its content's hash, with its size; refuses what is not a picture", async () => {
    const png = pngBytes(320, 200);
    const first = await storeImage(env.MEDIA, png);
    const again = await storeImage(env.MEDIA, png);
    expect(first).toEqual(again);
    expect(first).toMatchObject({ ok: true, image: { width: 320, height: 200, key: expect.stringMatching(/^u\/[0-9a-f]{32}$/) } });
    const head = await env.MEDIA.head((first as { image: { key: string } }).image.key);
    expect(head?.customMetadata?.renditions).toBe(`png:320:0:${png.byteLength}`);
    expect(await storeImage(env.MEDIA, new TextEncoder().encode("<svg onload=alert(1)>"))).toEqual({
      ok: false,
      reason: "it is not a JPEG, PNG, WebP or GIF picture",
    });
  });

  it("keeps no location of a staff or imported picture", async () => {
    for (const picture of [jpegWithGps(), pngWithGps(), webpWithGps(), gifWithGps()]) {
      const stored = await storeImage(env.MEDIA, picture);
      expect(stored.ok).toBe(true);
      const bytes = new Uint8Array(await (await env.MEDIA.get((stored as { image: { key: string } }).image.key))!.arrayBuffer());
      const text = new TextDecoder("latin1").decode(bytes);
      expect(text.includes(PLACE) || text.includes(GPS_MARK)).toBe(false);
    }
  });

  it("knows the shop's own picture URLs and file names of URLs", () => {
    expect(ownImageKey("http://us.localhost/img/1536/jpeg/catalog/p1-0", "http://us.localhost")).toBe("catalog/p1-0");
    expect(ownImageKey("https://cdn.example.com/img/1536/jpeg/x", "http://us.localhost")).toBeNull();
    expect(fileNameOf("https://cdn.example.com/a/b%20c.jpg?v=1")).toBe("b c.jpg");
  });
});
