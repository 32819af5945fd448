import type { SniffedType } from "~/shared/sniff-type";

/** Width and height from an image's header, or null when the header does not say. */
export function imageSize(bytes: Uint8Array, type: SniffedType): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ok = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);
  try {
    if (type === "png") return ok(view.getUint32(16), view.getUint32(20));
    if (type === "gif") return ok(view.getUint16(6, true), view.getUint16(8, true));
    if (type === "webp") return webpSize(bytes, view, ok);
    if (type === "jpeg") return jpegSize(bytes, view, ok);
  } catch {
    return null;
  }
  return null;
}

type Ok = (width: number, height: number) => { width: number; height: number } | null;

function webpSize(bytes: Uint8Array, view: DataView, ok: Ok) {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === "VP8X") return ok(1 + (view.getUint32(24, true) & 0xffffff), 1 + (view.getUint32(27, true) & 0xffffff));
  if (chunk === "VP8L") {
    const bits = view.getUint32(21, true);
    return ok((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8 ") return ok(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  return null;
}

function jpegSize(bytes: Uint8Array, view: DataView, ok: Ok) {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    const length = view.getUint16(at + 2);
    // Start-of-frame markers (not DHT C4, JPG C8, DAC CC) hold the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return ok(view.getUint16(at + 7), view.getUint16(at + 5));
    }
    at += 2 + length;
  }
  return null;
}
