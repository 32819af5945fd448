// Renders the procedural photos with sharp (installed with wrangler/miniflare) into every
// stored rendition: WebP and JPEG at the ladder widths up to the image's own size. The
// renditions of one image travel as one R2 object with an index (see shared/image-bundle.ts).
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync, renameSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { sceneSvg } from "./drawing.mjs";

/** Must equal RENDITION_WIDTHS in shared/image-url.ts (checked by a test). */
export const LADDER = [320, 640, 1024, 1536];
const ENCODER = { webp: { quality: 80, effort: 0 }, jpeg: { quality: 82, mozjpeg: false } };
const VERSION = "r1";

/** Content address of an image: what is drawn, at which size, with which encoders. */
export function imageKey(look, size) {
  const hash = createHash("sha256")
    .update(JSON.stringify([VERSION, size, LADDER, ENCODER, sceneSvg(look, size)]))
    .digest("hex");
  return `catalog/${hash.slice(0, 20)}`;
}

/** `source`: SVG text, or an encoded image (a composed look book picture). */
async function renditions(source, size) {
  let raw = await sharp(typeof source === "string" ? Buffer.from(source) : source)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const widths = LADDER.filter((w) => w <= size).sort((a, b) => b - a);
  const parts = [];
  for (const width of widths) {
    if (raw.info.width !== width) {
      raw = await sharp(raw.data, { raw: raw.info }).resize(width, width, { kernel: "mitchell" }).raw().toBuffer({ resolveWithObject: true });
    }
    const image = () => sharp(raw.data, { raw: raw.info });
    const [webp, jpeg] = await Promise.all([image().webp(ENCODER.webp).toBuffer(), image().jpeg(ENCODER.jpeg).toBuffer()]);
    parts.push({ format: "webp", width, data: webp }, { format: "jpeg", width, data: jpeg });
  }
  return parts;
}

/** One buffer with every rendition plus its index `format:width:offset:length,…`. */
export function bundle(parts) {
  let offset = 0;
  const index = parts.map((p) => {
    const entry = `${p.format}:${p.width}:${offset}:${p.data.length}`;
    offset += p.data.length;
    return entry;
  });
  return { body: Buffer.concat(parts.map((p) => p.data)), index: index.join(",") };
}

/**
 * Renders (or reads from the on-disk cache, so a second seeding skips the drawing) one
 * image's bundle.
 */
export async function renderBundle(look, size, cacheDir) {
  return cachedBundle(imageKey(look, size), () => sceneSvg(look, size), size, cacheDir);
}

/**
 * The bundle of the image stored under `key`, drawn by `source()` (SVG text or an encoded
 * image) only when the on-disk cache does not have it yet.
 */
export async function cachedBundle(key, source, size, cacheDir) {
  const file = cacheDir ? join(cacheDir, key.replace("/", "-")) : null;
  if (file && existsSync(file) && existsSync(`${file}.idx`)) {
    return { key, body: readFileSync(file), index: readFileSync(`${file}.idx`, "utf8") };
  }
  const { body, index } = bundle(await renditions(await source(), size));
  if (file) {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(`${file}.tmp`, body);
    renameSync(`${file}.tmp`, file);
    writeFileSync(`${file}.idx`, index);
  }
  return { key, body, index };
}

/** Runs `task` over items with at most `limit` in flight. */
export async function pool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
