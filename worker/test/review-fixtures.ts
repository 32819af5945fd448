import { env } from "cloudflare:test";
import { seedTestCatalog } from "./catalog-fixture";
import { TestBrowser } from "./account-client";

/** Test files built byte by byte: real headers of each format, and a JPEG carrying a GPS position. */

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const segment = (marker: number, payload: number[]) => [0xff, marker, ...u16(payload.length + 2), ...payload];

export function pngBytes(width = 800, height = 600, padTo = 0): Uint8Array {
  const head = [
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...u32(13),
    ...ascii("IHDR"),
    ...u32(width),
    ...u32(height),
    8,
    6,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ];
  const bytes = new Uint8Array(Math.max(head.length, padTo));
  bytes.set(head);
  return bytes;
}

/** The marker of the EXIF block: found in the upload, it must be gone from what R2 keeps. */
export const GPS_MARK = "GPSLatitude=48.8584N";

/**
 * A baseline JPEG (SOF0 1024×768) whose APP1 holds an EXIF IFD0 (orientation 6, taken with the
 * phone upright) → GPS IFD, and an XMP APP1 with a location.
 */
export function jpegWithGps(): Uint8Array {
  // TIFF, big-endian: IFD0 with Orientation (0x0112) = 6 and GPSInfo (0x8825) → offset 38; the GPS IFD with GPSLatitudeRef "N".
  const ifd0 = [...u16(2), ...u16(0x0112), ...u16(3), ...u32(1), ...u16(6), 0, 0, ...u16(0x8825), ...u16(4), ...u32(1), ...u32(38), ...u32(0)];
  const tiff = [...ascii("MM"), 0, 42, ...u32(8), ...ifd0, ...u16(1), ...u16(1), ...u16(2), ...u32(2), ...ascii("N"), 0, 0, 0, ...u32(0)];
  const exif = segment(0xe1, [...ascii("Exif"), 0, 0, ...tiff, ...ascii(GPS_MARK)]);
  const xmp = segment(0xe1, [
    ...ascii("http://ns.adobe.com/xap/1.0/"),
    0,
    ...ascii("<x:xmpmeta><exif:GPSLatitude>48,51.5N</exif:GPSLatitude></x:xmpmeta>"),
  ]);
  const jfif = segment(0xe0, [...ascii("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const dqt = segment(0xdb, [0, ...new Array(64).fill(1)]);
  const sof = segment(0xc0, [8, ...u16(768), ...u16(1024), 1, 1, 0x11, 0]);
  const sos = segment(0xda, [1, 1, 0, 0, 63, 0]);
  return new Uint8Array([0xff, 0xd8, ...jfif, ...exif, ...xmp, ...dqt, ...sof, ...sos, 0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd9]);
}

/** An MP4 whose movie header says 12.5 seconds (timescale 1000), padded to `size`. */
export const mp4Bytes = (size = 4096) => {
  const bytes = new Uint8Array(size);
  const mvhd = [...u32(108), ...ascii("mvhd"), 0, 0, 0, 0, ...u32(0), ...u32(0), ...u32(1000), ...u32(12_500)];
  bytes.set([0, 0, 0, 0x18, ...ascii("ftypisom"), 0, 0, 2, 0, ...ascii("isommp41"), ...u32(116), ...ascii("moov"), ...mvhd]);
  return bytes;
};

/**
 * A WebM whose segment information says `durationMs` (a float64 Duration in the default
 * millisecond TimestampScale, or in `scaleNs` units), padded with a cluster to `size` bytes.
 */
export const webmBytes = (size = 4096, durationMs = 8_250, scaleNs = 1_000_000) => {
  const float = new Uint8Array(8);
  new DataView(float.buffer).setFloat64(0, (durationMs * 1_000_000) / scaleNs);
  const scale = [(scaleNs >>> 24) & 0xff, (scaleNs >>> 16) & 0xff, (scaleNs >>> 8) & 0xff, scaleNs & 0xff];
  const ebml = [0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84, ...ascii("webm")];
  // Info: TimestampScale (4 bytes), MuxingApp "t", Duration (float64).
  const info = [0x2a, 0xd7, 0xb1, 0x84, ...scale, 0x4d, 0x80, 0x81, 0x74, 0x44, 0x89, 0x88, ...float];
  const head = [...ebml, 0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x15, 0x49, 0xa9, 0x66, 0x80 | info.length, ...info];
  const bytes = new Uint8Array(size);
  bytes.set(head);
  // A cluster of unknown size holds the rest, as a recorder writes it.
  bytes.set([0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], head.length);
  return bytes;
};

export const htmlBytes = () => new TextEncoder().encode("<!doctype html><script>alert(1)</script>");

/** A product the store sells, by code. */
export async function productOf(store: string, skip = 0): Promise<{ id: number; code: string }> {
  await seedTestCatalog(env);
  const row = await env.DB.prepare(
    `SELECT p.id, p.product_code FROM products p JOIN store_products sp ON sp.product_id = p.id AND sp.store = ?
     WHERE p.active = 1 ORDER BY p.id LIMIT 1 OFFSET ?`,
  )
    .bind(store, skip)
    .first<{ id: number; product_code: string }>();
  return { id: row!.id, code: row!.product_code };
}

/** A paid order of `email` holding the product, as checkout and payment leave it. */
export async function paidOrder(email: string, productCode: string, status = "processing"): Promise<void> {
  const number = `HT${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const address = JSON.stringify({ country: "FR" });
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO orders (order_number, idempotency_key, store, language, owner, email, phone, status, order_type, shipping_method,
         payment_method, currency, rate, subtotal_cents, discount_cents, jewel_safe_cents, shipping_cents, total_cents,
         subtotal_minor, discount_minor, jewel_safe_minor, shipping_minor, total_minor, ship_country, shipping_address, billing_address,
         created_at, updated_at, paid_at)
       VALUES (?1, ?1, 'fr', 'fr', 'u:test', ?2, '+33100000000', ?3, 'normal', 'standard', 'card', 'EUR', 1,
         1000, 0, 0, 0, 1000, 1000, 0, 0, 0, 1000, 'FR', ?4, ?4, ?5, ?5, ?5)`,
    ).bind(number, email, status, address, Date.now()),
    env.DB.prepare(
      `INSERT INTO order_lines (order_id, position, kind, product_code, title, quantity, unit_cents, base_cents, unit_minor, line_minor)
       VALUES ((SELECT id FROM orders WHERE order_number = ?), 0, 'product', ?, 'Test', 1, 1000, 1000, 1000, 1000)`,
    ).bind(number, productCode),
  ]);
}

/** Sends a file's bytes to the upload call as the widget does. */
export async function upload(
  browser: TestBrowser,
  bytes: Uint8Array | ReadableStream<Uint8Array>,
  options: { purpose?: string; draft?: string; type?: string } = {},
) {
  const response = await browser.fetch(`/api/upload/${options.purpose ?? "review"}?draft=${options.draft ?? "draft-0001"}`, {
    method: "POST",
    headers: {
      "Content-Type": options.type ?? "application/octet-stream",
      Origin: browser.origin,
      // A browser's XMLHttpRequest states a file's length; a stream of unknown length has none.
      ...(bytes instanceof Uint8Array ? { "Content-Length": String(bytes.length) } : {}),
    },
    body: bytes as BodyInit,
  });
  const envelope = (await response.json()) as {
    code: number;
    message: string;
    data: { key: string; kind: string; mime: string; url: string; width: number | null } | null;
  };
  return { status: response.status, envelope };
}

export const uploadsOf = async (browser: TestBrowser) => {
  await browser.whoAmI();
  const uuid = browser.cookies.get("he-uuid");
  return (await env.DB.prepare("SELECT count(*) AS n FROM uploads WHERE visitor = ?").bind(uuid).first<{ n: number }>())!.n;
};
