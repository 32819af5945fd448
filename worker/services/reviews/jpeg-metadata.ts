import { concatBytes } from "../bytes";

/**
 * Removes the metadata segments of a JPEG that can carry where and with what a photo was
 * taken (EXIF and XMP in APP1, IPTC in APP13, maker data in other APPn, comments), keeping
 * what decoding needs: JFIF (APP0), the ICC colour profile (APP2), Adobe's colour transform
 * (APP14), the tables and the entropy-coded image data after the first scan header. The one
 * EXIF field a picture needs to show upright, its orientation, is written back alone.
 */
const KEEP_APP = new Set([0xe0, 0xe2, 0xee]);
const SOI = 0xd8;
const SOS = 0xda;
const EOI = 0xd9;

export class JpegError extends Error {}

/**
 * How many leading bytes of a JPEG hold its header, up to and including the first scan header
 * (SOS), or null while `input` (the start of a stream) does not reach that far yet. Everything
 * after it is image data, which an upload passes on as it arrives (docs/decisions/0500-reviews.md).
 */
export function jpegHeaderLength(input: Uint8Array): number | null {
  if (input.length < 2) return null;
  if (input[0] !== 0xff || input[1] !== SOI) throw new JpegError("not a JPEG");
  let at = 2;
  while (at < input.length) {
    if (input[at] !== 0xff) throw new JpegError(`no marker at ${at}`);
    let markerAt = at;
    while (input[markerAt + 1] === 0xff) markerAt++;
    const marker = input[markerAt + 1];
    if (marker === undefined) return null;
    if (marker === EOI) throw new JpegError("no scan");
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at = markerAt + 2;
      continue;
    }
    if (markerAt + 3 >= input.length) return null;
    const length = (input[markerAt + 2] << 8) | input[markerAt + 3];
    if (length < 2) throw new JpegError("bad segment length");
    const end = markerAt + 2 + length;
    if (end > input.length) return null;
    if (marker === SOS) return end;
    at = end;
  }
  return null;
}

export function stripJpegMetadata(input: Uint8Array): Uint8Array {
  if (input[0] !== 0xff || input[1] !== SOI) throw new JpegError("not a JPEG");
  const parts: Uint8Array[] = [input.subarray(0, 2)];
  let at = 2;
  let oriented = false;
  while (at < input.length) {
    if (input[at] !== 0xff) throw new JpegError(`no marker at ${at}`);
    // Fill bytes (0xFF repeated) may pad before a marker.
    let markerAt = at;
    while (input[markerAt + 1] === 0xff) markerAt++;
    const marker = input[markerAt + 1];
    if (marker === undefined) throw new JpegError("truncated marker");
    if (marker === EOI) {
      parts.push(input.subarray(markerAt, markerAt + 2));
      break;
    }
    // Standalone markers (RSTn, TEM) carry no length.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      parts.push(input.subarray(markerAt, markerAt + 2));
      at = markerAt + 2;
      continue;
    }
    if (markerAt + 3 >= input.length) throw new JpegError("truncated segment");
    const length = (input[markerAt + 2] << 8) | input[markerAt + 3];
    if (length < 2) throw new JpegError("bad segment length");
    const end = markerAt + 2 + length;
    if (end > input.length) throw new JpegError("segment past the end");
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const drop = (isApp && !KEEP_APP.has(marker)) || marker === 0xfe;
    if (!drop) parts.push(input.subarray(markerAt, end));
    const orientation = marker === 0xe1 && !oriented ? orientationOf(input.subarray(markerAt + 4, end)) : null;
    if (orientation) {
      parts.push(orientationSegment(orientation));
      oriented = true;
    }
    if (marker === SOS) {
      // The scan data and everything after it (further scans of a progressive JPEG) hold no
      // metadata segments the decoder would honour; kept as they are.
      parts.push(input.subarray(end));
      break;
    }
    at = end;
  }
  return concatBytes(parts);
}

/** The orientation (2–8) an EXIF APP1 payload gives its picture, or null (none, or upright). */
export function orientationOf(payload: Uint8Array): number | null {
  if (payload.length < 14 || String.fromCharCode(...payload.subarray(0, 6)) !== "Exif\0\0") return null;
  const tiff = payload.subarray(6);
  const little = tiff[0] === 0x49;
  const u16 = (o: number) => (little ? tiff[o] | (tiff[o + 1] << 8) : (tiff[o] << 8) | tiff[o + 1]);
  const u32 = (o: number) => (little ? u16(o) + u16(o + 2) * 0x10000 : u16(o) * 0x10000 + u16(o + 2));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 2 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 holding nothing but the orientation: big-endian TIFF, IFD0 with one SHORT entry. */
function orientationSegment(value: number): Uint8Array {
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0];
  const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, value, 0, 0, 0, 0, 0, 0];
  const length = 2 + exif.length + tiff.length;
  return new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff, ...exif, ...tiff]);
}
