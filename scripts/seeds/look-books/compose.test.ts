import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bundle } from "../catalog/render-images.mjs";
import { pickProducts } from "../600-look-books.mjs";
import { composeLook, hotspotAt, LOOK_SIZE, renditionOf, tilesFor } from "./compose.mjs";

const candidate = (id: number, category_id: number, size_guide: string | null = null) => ({ id, category_id, size_guide, image_key: `k${id}` });

describe("look book seed", () => {
  it("mixes categories, a ring category first", () => {
    const picks = pickProducts([candidate(1, 10), candidate(2, 10), candidate(3, 20, "ring"), candidate(4, 30), candidate(5, 20, "ring")], 4);
    expect(picks.map((p) => p.id)).toEqual([3, 1, 4, 5]);
  });

  it("puts each hotspot in the middle of its product's print, inside the picture", () => {
    for (const variant of [0, 1, 2]) {
      for (const tile of tilesFor(variant, 3)) {
        const [x, y, edge] = tile;
        expect(x + edge).toBeLessThanOrEqual(LOOK_SIZE);
        expect(y + edge).toBeLessThanOrEqual(LOOK_SIZE);
        const spot = hotspotAt(tile);
        // One decimal: within half a tenth of a percent of the exact middle.
        expect(Math.abs(spot.x - ((x + edge / 2) / LOOK_SIZE) * 100)).toBeLessThanOrEqual(0.051);
        expect(Math.abs(spot.y - ((y + edge / 2) / LOOK_SIZE) * 100)).toBeLessThanOrEqual(0.051);
      }
    }
  });

  it("reads a product photo out of its rendition bundle and composes a square picture", async () => {
    const jpeg = (width: number) =>
      sharp({ create: { width, height: width, channels: 3, background: "#c09030" } })
        .jpeg()
        .toBuffer();
    const parts = [
      { format: "webp", width: 640, data: Buffer.from("not a jpeg") },
      { format: "jpeg", width: 640, data: await jpeg(640) },
      { format: "jpeg", width: 320, data: await jpeg(320) },
    ];
    const { body, index } = bundle(parts);
    const photo = renditionOf(body, index);
    expect((await sharp(photo).metadata()).width).toBe(640);
    const picture = await composeLook(["#111111", "#777777", "#eeeeee"], 0, [photo, photo, photo]);
    const meta = await sharp(picture).metadata();
    expect([meta.width, meta.height]).toEqual([LOOK_SIZE, LOOK_SIZE]);
  });
});
