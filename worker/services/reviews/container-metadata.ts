import type { SniffedType } from "~/shared/sniff-type";
import { concatBytes } from "../bytes";
import { stripJpegMetadata } from "./jpeg-metadata";

/**
 * Location and other metadata taken out of the picture and video formats served as uploaded
 * (PNG, WebP, GIF, MP4/MOV), beside the JPEG header's own stripping in ./jpeg-metadata.ts
 * (docs/decisions/1305-upload-metadata.md). Each walks the format's own structure and keeps only
 * what decoding and playing need; whatever follows a structure it cannot read is dropped, as a
 * decoder would never reach it either.
 */

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + (b[at + 1] << 16) + (b[at + 2] << 8) + b[at + 3];
const u32le = (b: Uint8Array, at: number) => b[at] + (b[at + 1] << 8) + (b[at + 2] << 16) + ((b[at + 3] << 24) >>> 0);

/** PNG chunks that draw the picture; text (tEXt, iTXt, zTXt), eXIf, tIME and private chunks go. */
const PNG_KEEP = new Set(["IHDR", "PLTE", "IDAT", "IEND", "tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT", "pHYs", "bKGD", "acTL", "fcTL", "fdAT"]);

export function stripPngMetadata(input: Uint8Array): Uint8Array {
  const parts = [input.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= input.length) {
    const length = u32be(input, at);
    const type = ascii(input, at + 4, 4);
    const end = at + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > input.length) break;
    if (PNG_KEEP.has(type)) parts.push(input.subarray(at, end));
    at = end;
    if (type === "IEND") break;
  }
  return concatBytes(parts);
}

/** WebP: the EXIF and XMP chunks go, and VP8X stops announcing them. */
export function stripWebpMetadata(input: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= input.length) {
    const type = ascii(input, at, 4);
    const size = u32le(input, at + 4);
    const end = at + 8 + size + (size & 1);
    if (!/^[A-Z0-9 ]{4}$/i.test(type) || at + 8 + size > input.length) break;
    if (type === "VP8X") {
      const chunk = input.slice(at, Math.min(end, input.length));
      // Flags: 0x08 EXIF, 0x04 XMP.
      chunk[8] &= ~0x0c;
      parts.push(chunk);
    } else if (type !== "EXIF" && type !== "XMP ") parts.push(input.subarray(at, Math.min(end, input.length)));
    at = end;
  }
  const body = concatBytes(parts);
  const header = input.slice(0, 12);
  new DataView(header.buffer).setUint32(4, 4 + body.length, true);
  return concatBytes([header, body]);
}

/** GIF: comments, plain-text and application extensions go, except the loop count animations need. */
export function stripGifMetadata(input: Uint8Array): Uint8Array {
  const flags = input[10];
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  const parts = [input.subarray(0, at)];
  /** The end of the data sub-blocks starting at `from`, or -1 past the input. */
  const subBlocksEnd = (from: number) => {
    let p = from;
    while (p < input.length && input[p] !== 0) p += input[p] + 1;
    return p < input.length ? p + 1 : -1;
  };
  while (at < input.length) {
    const introducer = input[at];
    if (introducer === 0x3b) {
      parts.push(input.subarray(at, at + 1));
      break;
    }
    if (introducer === 0x21) {
      const label = input[at + 1];
      const end = subBlocksEnd(at + 2);
      if (end < 0) break;
      const loop = label === 0xff && ["NETSCAPE2.0", "ANIMEXTS1.0"].includes(ascii(input, at + 3, 11));
      if (label === 0xf9 || loop) parts.push(input.subarray(at, end));
      at = end;
    } else if (introducer === 0x2c) {
      const local = input[at + 9];
      const table = local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0;
      const end = subBlocksEnd(at + 10 + table + 1);
      if (end < 0) break;
      parts.push(input.subarray(at, end));
      at = end;
    } else break;
  }
  if (parts.at(-1)?.[0] !== 0x3b) parts.push(new Uint8Array([0x3b]));
  return concatBytes(parts);
}

/** Boxes that hold metadata (user data with ©xyz, Apple's location keys, XMP in a uuid box). */
const MP4_METADATA = new Set(["udta", "meta", "uuid"]);
/** Boxes whose children are boxes, where the metadata above may sit. */
const MP4_CONTAINERS = new Set(["moov", "trak"]);

/**
 * MP4/MOV: every metadata box becomes a `free` box of the same size with its bytes zeroed. The
 * sizes stay, so the sample tables' absolute offsets into `mdat` stay right (shrinking `moov`
 * would move the media data under them).
 */
export function stripMp4Metadata(input: Uint8Array): Uint8Array {
  const output = input.slice();
  const walk = (from: number, to: number) => {
    let at = from;
    while (at + 8 <= to) {
      let size = u32be(output, at);
      let header = 8;
      if (size === 1) {
        if (at + 16 > to) return;
        size = u32be(output, at + 8) * 2 ** 32 + u32be(output, at + 12);
        header = 16;
      } else if (size === 0) size = to - at;
      if (size < header || at + size > to) return;
      const type = ascii(output, at + 4, 4);
      if (MP4_METADATA.has(type)) {
        output.set([0x66, 0x72, 0x65, 0x65], at + 4);
        output.fill(0, at + header, at + size);
      } else if (MP4_CONTAINERS.has(type)) walk(at + header, at + size);
      at += size;
    }
  };
  walk(0, output.length);
  return output;
}

/**
 * A whole picture or video without its metadata, by its sniffed type (staff's pictures and the
 * catalogue import's, which arrive whole). A JPEG that cannot be read throws its JpegError.
 */
export function stripMetadata(bytes: Uint8Array, type: SniffedType): Uint8Array {
  if (type === "jpeg") return stripJpegMetadata(bytes);
  if (type === "png") return stripPngMetadata(bytes);
  if (type === "webp") return stripWebpMetadata(bytes);
  if (type === "gif") return stripGifMetadata(bytes);
  if (type === "mp4" || type === "mov") return stripMp4Metadata(bytes);
  return bytes;
}
