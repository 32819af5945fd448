import { concatBytes } from "../account/bytes";

/**
 * Removes the metadata segments of a JPEG that can carry where and with what a photo was
 * taken (EXIF and XMP in APP1, IPTC in APP13, maker data in other APPn, comments), keeping
 * what decoding needs: JFIF (APP0), the ICC colour profile (APP2), Adobe's colour transform
 * (APP14), the tables and the entropy-coded image data after the first scan header.
 */
const KEEP_APP = new Set([0xe0, 0xe2, 0xee]);
const SOI = 0xd8;
const SOS = 0xda;
const EOI = 0xd9;

export class JpegError extends Error {}

export function stripJpegMetadata(input: Uint8Array): Uint8Array {
  if (input[0] !== 0xff || input[1] !== SOI) throw new JpegError("not a JPEG");
  const parts: Uint8Array[] = [input.subarray(0, 2)];
  let at = 2;
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
