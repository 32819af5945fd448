/** Test files whose first bytes are those of real formats (or of none). */
export const BYTES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
  jpeg: [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46],
  gif: [...Buffer.from("GIF89a"), 1, 0],
  webp: [...Buffer.from("RIFF"), 0x24, 0, 0, 0, ...Buffer.from("WEBPVP8 ")],
  mp4: [0, 0, 0, 0x18, ...Buffer.from("ftypisom"), 0, 0, 2, 0],
  mov: [0, 0, 0, 0x14, ...Buffer.from("ftypqt  "), 0, 0, 2, 0],
  heic: [0, 0, 0, 0x18, ...Buffer.from("ftypheic"), 0, 0, 0, 0],
  webm: [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, ...Buffer.from("webm")],
  mkv: [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x88, ...Buffer.from("matroska")],
  text: [...Buffer.from("hello, this is text")],
} satisfies Record<string, number[]>;

export function fileOf(kind: keyof typeof BYTES, name: string, type = "", padTo = 0): File {
  const head = new Uint8Array(BYTES[kind]);
  const parts: BlobPart[] = [head];
  if (padTo > head.length) parts.push(new Uint8Array(padTo - head.length));
  return new File(parts, name, { type });
}
