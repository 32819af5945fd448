/**
 * Pictures and videos carrying a location the way phones and editors write it, byte by byte:
 * a PNG with eXIf and GPS text, a WebP with EXIF and XMP chunks, a GIF with a comment and an
 * XMP application extension, an iPhone-style MOV with ©xyz and Apple's location key.
 */
export const PLACE = "+48.8584+002.2945/";

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const u32le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: number[]) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const pngChunk = (type: string, data: number[]) => [...u32be(data.length), ...ascii(type), ...data, ...u32be(crc32([...ascii(type), ...data]))];

export function pngWithGps(): Uint8Array {
  return new Uint8Array([
    ...[0x89, ...ascii("PNG\r\n\x1a\n")],
    ...pngChunk("IHDR", [...u32be(2), ...u32be(1), 8, 6, 0, 0, 0]),
    ...pngChunk("eXIf", [...ascii("MM"), 0, 42, ...u32be(8), ...ascii(`GPSLatitude ${PLACE}`)]),
    ...pngChunk("tEXt", [...ascii("Location"), 0, ...ascii(PLACE)]),
    ...pngChunk("iTXt", [...ascii("XML:com.adobe.xmp"), 0, 0, 0, 0, 0, ...ascii(`<exif:GPSLatitude>${PLACE}</exif:GPSLatitude>`)]),
    ...pngChunk("IDAT", [0x78, 0x9c, 0x63, 0x60, 0x00, 0x02, 0x00, 0x00, 0x05, 0x00, 0x01]),
    ...pngChunk("IEND", []),
  ]);
}

const riffChunk = (type: string, data: number[]) => [...ascii(type), ...u32le(data.length), ...data, ...(data.length & 1 ? [0] : [])];

export function webpWithGps(): Uint8Array {
  // VP8X: flags ICC 0, alpha 0, EXIF 0x08, XMP 0x04; canvas 3×2 (stored minus one, 24 bits each).
  const vp8x = riffChunk("VP8X", [0x0c, 0, 0, 0, 2, 0, 0, 1, 0, 0]);
  const vp8l = riffChunk("VP8L", [0x2f, 0x02, 0x40, 0x00, 0x00, 0x00, 0x00]);
  const exif = riffChunk("EXIF", [...ascii("MM"), 0, 42, ...ascii(`GPSLatitude ${PLACE}`)]);
  const xmp = riffChunk("XMP ", ascii(`<exif:GPSLatitude>${PLACE}</exif:GPSLatitude>`));
  const body = [...ascii("WEBP"), ...vp8x, ...vp8l, ...exif, ...xmp];
  return new Uint8Array([...ascii("RIFF"), ...u32le(body.length), ...body]);
}

const subBlocks = (data: number[]) => {
  const out: number[] = [];
  for (let at = 0; at < data.length; at += 255) out.push(Math.min(255, data.length - at), ...data.slice(at, at + 255));
  return [...out, 0];
};

export function gifWithGps(): Uint8Array {
  return new Uint8Array([
    ...ascii("GIF89a"),
    ...u16le(4),
    ...u16le(3),
    0x80,
    0,
    0,
    // A global colour table of two entries.
    0,
    0,
    0,
    255,
    255,
    255,
    0x21,
    0xff,
    11,
    ...ascii("NETSCAPE2.0"),
    3,
    1,
    0,
    0,
    0,
    0x21,
    0xfe,
    ...subBlocks(ascii(`Taken at ${PLACE}`)),
    0x21,
    0xff,
    11,
    ...ascii("XMP DataXMP"),
    ...subBlocks(ascii(`<exif:GPSLatitude>${PLACE}</exif:GPSLatitude>`)),
    0x21,
    0xf9,
    4,
    0,
    10,
    0,
    0,
    0,
    0x2c,
    0,
    0,
    0,
    0,
    ...u16le(4),
    ...u16le(3),
    0,
    2,
    ...subBlocks([0x84, 0x8f, 0xa9, 0xcb, 0xed, 0x0f]),
    0x3b,
  ]);
}

const box = (type: string, ...children: number[][]) => {
  const body = children.flat();
  return [...u32be(8 + body.length), ...ascii(type), ...body];
};

/** A QuickTime movie of 12.5 s as an iPhone writes its location: moov/udta/©xyz, moov/meta keys, trak/udta. */
export function movWithGps(): Uint8Array {
  const mvhd = box("mvhd", [0, 0, 0, 0, ...u32be(0), ...u32be(0), ...u32be(1000), ...u32be(12_500), ...new Array(80).fill(0)]);
  const xyz = box("\u00a9xyz", [...u32be(PLACE.length).slice(2), 0x15, 0xc7, ...ascii(PLACE)]);
  const keys = box("keys", [0, 0, 0, 0, ...u32be(1), ...box("mdta", ascii("com.apple.quicktime.location.ISO6709"))]);
  const ilst = box("ilst", box("\u0000\u0000\u0000\u0001", box("data", [0, 0, 0, 1, 0, 0, 0, 0, ...ascii(PLACE)])));
  const meta = box("meta", box("hdlr", [0, 0, 0, 0, 0, 0, 0, 0, ...ascii("mdta"), ...new Array(12).fill(0), 0]), keys, ilst);
  const trak = box("trak", box("tkhd", new Array(84).fill(0)), box("udta", xyz));
  const moov = box("moov", mvhd, box("udta", xyz), meta, trak);
  return new Uint8Array([...box("ftyp", [...ascii("qt  "), 0, 0, 2, 0, ...ascii("qt  ")]), ...moov, ...box("mdat", new Array(256).fill(0x11))]);
}
