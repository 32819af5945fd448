/**
 * A video's length from its movie header (`mvhd`, MP4 and QuickTime), in milliseconds; null
 * when there is none to read (WebM, or a header cut off).
 */
export function videoDurationMs(bytes: Uint8Array): number | null {
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
