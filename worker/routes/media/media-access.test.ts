import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newEmail, TestBrowser } from "../../test/account-client";
import { staffBrowser } from "../../test/admin-client";
import { mp4Bytes, pngBytes, productOf, upload } from "../../test/review-fixtures";
import { cachedImageUrls } from "../../services/reviews/media-access";

const review = (productCode: string, media: string[]) => ({
  productCode,
  rating: 4,
  nickname: "Mia",
  body: `Lovely ring, and it shines ${crypto.randomUUID()}`,
  email: newEmail("unverified"),
  media,
});

const imagePath = (key: string) => `/img/640/jpeg/${key}`;

describe("shoppers' media: served once published, purged on rejection", () => {
  it("a held review's photo and video reach only their author and staff; published reaches all; rejected reaches no one and leaves R2", async () => {
    const product = await productOf("us", 13);
    const author = new TestBrowser();
    const stranger = new TestBrowser();
    const photo = (await upload(author, pngBytes(700, 500))).envelope.data!.key;
    const video = (await upload(author, mp4Bytes())).envelope.data!.key;

    // Before it is attached: the author previews, nobody else sees it.
    const preview = await author.fetch(imagePath(photo));
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await stranger.fetch(imagePath(photo))).status).toBe(404);
    expect((await stranger.fetch(`/media/${video}`)).status).toBe(404);

    const submitted = await author.api<{ reviewId: number; status: string }>("review/submit", review(product.code, [photo, video]));
    expect(submitted.envelope.data).toMatchObject({ status: "pending" });
    const { reviewId } = submitted.envelope.data!;
    // Waiting for moderation: still the author's and staff's only.
    expect((await stranger.fetch(imagePath(photo))).status).toBe(404);
    expect((await stranger.fetch(`/media/${video}`)).status).toBe(404);
    expect((await author.fetch(`/media/${video}`)).status).toBe(200);
    const support = await staffBrowser("support");
    const staffView = await support.fetch(imagePath(photo));
    expect(staffView.status).toBe(200);
    expect(staffView.headers.get("Cache-Control")).toBe("private, no-store");

    expect((await support.api("admin/review/publish", { reviewId })).status).toBe(200);
    const published = await stranger.fetch(imagePath(photo));
    expect(published.status).toBe(200);
    // Browsers keep it briefly, not for a year: a later rejection must reach them.
    expect(published.headers.get("Cache-Control")).toBe("public, max-age=600");
    const played = await stranger.fetch(`/media/${video}`, { headers: { Range: "bytes=0-9" } });
    expect(played.status).toBe(206);
    // The image path kept a copy in this data centre's cache.
    const [cachedUrl] = cachedImageUrls(stranger.origin, photo).filter((url) => url.endsWith(`/640/jpeg/${photo}`));
    expect(await caches.default.match(cachedUrl)).toBeDefined();

    expect((await support.api("admin/review/reject", { reviewId, reason: "Photo shows a face" })).status).toBe(200);
    for (const browser of [stranger, author]) {
      const gone = await browser.fetch(imagePath(photo));
      expect(gone.status).toBe(404);
      expect(gone.headers.get("Cache-Control")).toBe("no-store");
      expect((await browser.fetch(`/media/${video}`)).status).toBe(404);
    }
    expect(await env.MEDIA.head(photo)).toBeNull();
    expect(await env.MEDIA.head(video)).toBeNull();
    expect((await env.MEDIA.list({ prefix: `${photo}@` })).objects).toEqual([]);
    expect(await caches.default.match(cachedUrl)).toBeUndefined();
    const row = await env.DB.prepare("SELECT media_count FROM reviews WHERE id = ?").bind(reviewId).first();
    expect(row).toEqual({ media_count: 0 });
  });

  it("a catalogue picture the import stored under the same prefix stays public", async () => {
    const key = `u/${crypto.randomUUID().replaceAll("-", "")}`;
    const bytes = pngBytes(320, 200);
    await env.MEDIA.put(key, bytes, { customMetadata: { renditions: `png:320:0:${bytes.length}` } });
    const response = await new TestBrowser().fetch(`/img/320/webp/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
  });
});
