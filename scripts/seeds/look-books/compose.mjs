// A look book picture: an editorial backdrop with the look's products laid on it as framed
// prints, composed with sharp from the products' own stored photos, so a hotspot sits on the
// very piece it names.
import sharp from "sharp";

export const LOOK_SIZE = 1024;
const FRAME = 14;

/** Where the products of a look lie (x, y, edge in px of the square canvas), three layouts. */
const LAYOUTS = [
  [
    [70, 90, 460],
    [560, 200, 390],
    [250, 590, 370],
  ],
  [
    [530, 70, 430],
    [70, 260, 410],
    [560, 580, 380],
  ],
  [
    [300, 60, 420],
    [60, 540, 400],
    [570, 530, 390],
  ],
];

export function tilesFor(variant, count) {
  return LAYOUTS[variant % LAYOUTS.length].slice(0, count);
}

/** A hotspot at the middle of a product's print, in percent of the picture (one decimal). */
export function hotspotAt([x, y, edge]) {
  const pct = (v) => Math.round(((v + edge / 2) / LOOK_SIZE) * 1000) / 10;
  return { x: pct(x), y: pct(y) };
}

function backdropSvg([deep, mid, light], variant) {
  const arcs = [0, 1, 2]
    .map((i) => {
      const r = 260 + i * 170 + variant * 40;
      return `<circle cx="${variant % 2 ? 900 : 120}" cy="${variant === 1 ? 120 : 900}" r="${r}" fill="none" stroke="${light}" stroke-opacity="0.35" stroke-width="${18 - i * 4}"/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOOK_SIZE}" height="${LOOK_SIZE}" viewBox="0 0 ${LOOK_SIZE} ${LOOK_SIZE}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${mid}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${arcs}</svg>`;
}

/** The picture as PNG: `photos` are encoded product photos, one per tile. */
export async function composeLook(colors, variant, photos) {
  const tiles = tilesFor(variant, photos.length);
  const layers = await Promise.all(
    photos.map(async (photo, i) => {
      const [x, y, edge] = tiles[i];
      const inner = edge - FRAME * 2;
      const input = await sharp(photo)
        .resize(inner, inner)
        .extend({ top: FRAME, bottom: FRAME, left: FRAME, right: FRAME, background: "#ffffff" })
        .png()
        .toBuffer();
      return { input, left: x, top: y };
    }),
  );
  return sharp(Buffer.from(backdropSvg(colors, variant)))
    .composite(layers)
    .png()
    .toBuffer();
}

/** One stored rendition (the largest JPEG up to `width`) out of a catalogue image bundle. */
export function renditionOf(bundle, index, width = 640) {
  const parts = index.split(",").map((entry) => {
    const [format, w, offset, length] = entry.split(":");
    return { format, width: Number(w), offset: Number(offset), length: Number(length) };
  });
  const jpegs = parts.filter((p) => p.format === "jpeg").sort((a, b) => a.width - b.width);
  const part = jpegs.filter((p) => p.width <= width).at(-1) ?? jpegs[0];
  if (!part) throw new Error("image bundle without a JPEG rendition");
  return bundle.subarray(part.offset, part.offset + part.length);
}
