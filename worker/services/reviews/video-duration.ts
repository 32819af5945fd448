/**
 * A video's length in milliseconds: from its movie header (`mvhd`, MP4 and QuickTime) or its
 * segment information (WebM and Matroska); null when there is none to read (a header cut off,
 * a live recording that never wrote its length).
 */
export function videoDurationMs(bytes: Uint8Array): number | null {
  return isEbml(bytes) ? webmDurationMs(bytes) : mp4DurationMs(bytes);
}

function mp4DurationMs(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The header may sit at the start (fast start) or after the media data: look through all of it.
  for (let at = 4; at + 32 <= bytes.length; at++) {
    if (bytes[at] !== 0x6d || bytes[at + 1] !== 0x76 || bytes[at + 2] !== 0x68 || bytes[at + 3] !== 0x64) continue;
    const version = bytes[at + 4];
    const timescaleAt = at + 8 + (version === 1 ? 16 : 8);
    if (timescaleAt + (version === 1 ? 12 : 8) > bytes.length) return null;
    const timescale = view.getUint32(timescaleAt);
    const duration = version === 1 ? Number(view.getBigUint64(timescaleAt + 4)) : view.getUint32(timescaleAt + 4);
    if (!timescale || !Number.isFinite(duration)) return null;
    return Math.round((duration / timescale) * 1000);
  }
  return null;
}

/** WebM and Matroska files start with the EBML magic number. */
export const isEbml = (bytes: Uint8Array) => bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3;

// EBML element ids (Matroska specification, RFC 9559): Segment > Info > TimestampScale, Duration.
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMESTAMP_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

/** A variable-length integer at `at`: an id keeps its length marker, a size drops it. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i];
    allOnes &&= bytes[at + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/**
 * Walks the elements from `at` to `end`, calling `visit` with each one's id and data range;
 * `visit` returns true to step into a master element instead of over it.
 */
function walk(bytes: Uint8Array, at: number, end: number, visit: (id: number, start: number, size: number) => boolean | void): void {
  while (at < end) {
    const id = vint(bytes, at, true);
    if (!id) return;
    const size = vint(bytes, at + id.length, false);
    if (!size) return;
    const start = at + id.length + size.length;
    const length = size.unknown ? end - start : size.value;
    if (visit(id.value, start, length)) walk(bytes, start, Math.min(end, start + length), visit);
    at = start + length;
  }
}

function webmDurationMs(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let scale = 1_000_000;
  let duration: number | null = null;
  walk(bytes, 0, bytes.length, (id, start, size) => {
    if (id === SEGMENT || id === INFO) return true;
    if (start + size > bytes.length) return false;
    if (id === TIMESTAMP_SCALE && size >= 1 && size <= 6) {
      scale = 0;
      for (let i = 0; i < size; i++) scale = scale * 256 + bytes[start + i];
    }
    if (id === DURATION && (size === 4 || size === 8)) duration = size === 4 ? view.getFloat32(start) : view.getFloat64(start);
    return false;
  });
  if (duration === null || !Number.isFinite(duration) || duration < 0 || !scale) return null;
  // Duration counts in TimestampScale units of nanoseconds.
  return Math.round(((duration as number) * scale) / 1_000_000);
}
