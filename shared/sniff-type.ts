/** File types an upload accepts, told apart by their first bytes ("magic numbers"). */
export type SniffedType = "jpeg" | "png" | "gif" | "webp" | "mp4" | "mov" | "webm";

export const MIME: Record<SniffedType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  mp4: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
};

export const kindOf = (type: SniffedType): "image" | "video" => (MIME[type].startsWith("image/") ? "image" : "video");

/** How many leading bytes sniffing needs (the WebM doctype sits in the EBML header). */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

// ISO media brands of MP4 video; HEIC/AVIF pictures share the ftyp box and must not pass as video.
const MP4_BRANDS = new Set(["isom", "iso2", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "M4V ", "M4VP", "dash", "mmp4", "3gp4", "3gp5", "3gp6"]);

/** The type of a file from its leading bytes, or null when it is none of the accepted ones. */
export function sniffBytes(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  if (ascii(bytes, 4, 4) === "ftyp") {
    const brand = ascii(bytes, 8, 4);
    if (brand === "qt  ") return "mov";
    if (MP4_BRANDS.has(brand)) return "mp4";
    return null;
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 0, bytes.length).includes("webm")) return "webm";
  return null;
}

/** Reads a file's first bytes and sniffs them; a read failure rejects. */
export async function sniffFile(file: Blob): Promise<SniffedType | null> {
  const head = await file.slice(0, SNIFF_BYTES).arrayBuffer();
  return sniffBytes(new Uint8Array(head));
}
