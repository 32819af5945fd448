/**
 * Shared pages kept in the isolate's memory in front of the Workers cache: a hit copies the
 * page's stored bytes and writes this answer's nonce into them, with no cache round trip and
 * no string work. Bounded by bytes, least recently used first out; entries are keyed like the
 * cache (build, catalogue version, variant, URL), so a catalogue change makes them
 * unreachable at once.
 */
export interface MemoryPage {
  /** The HTML with NONCE_SLOT where each answer puts its own CSP nonce. */
  html: string;
  headers: [string, string][];
  at: number;
}

export interface KeptPage extends MemoryPage {
  /** The page's body with `nonce` in every slot. */
  body(nonce: string): Uint8Array<ArrayBuffer>;
}

/**
 * Stands for the nonce in stored pages (scripts carry the nonce of the answer they are in).
 * As long as a nonce (16 random bytes in base64), so a hit writes the nonce over it in place.
 */
export const NONCE_SLOT = "__PAGE_NONCE_SLOT_HERE__";

const encoder = new TextEncoder();

/** The page as UTF-8 once, and where its nonce slots are, for answers that only copy bytes. */
function nonceTemplate(html: string): { body: (nonce: string) => Uint8Array<ArrayBuffer>; byteLength: number } {
  const parts = html.split(NONCE_SLOT).map((part) => encoder.encode(part));
  const length = parts.reduce((sum, part) => sum + part.length, (parts.length - 1) * NONCE_SLOT.length);
  const bytes = new Uint8Array(length);
  const slots: number[] = [];
  let at = 0;
  parts.forEach((part, i) => {
    bytes.set(part, at);
    at += part.length;
    if (i < parts.length - 1) {
      slots.push(at);
      at += NONCE_SLOT.length;
    }
  });
  const body = (nonce: string) => {
    // A nonce of another shape (never made by the request context) takes the slow, exact way.
    if (nonce.length !== NONCE_SLOT.length || !/^[A-Za-z0-9+/=]+$/.test(nonce)) return encoder.encode(withNonce(html, nonce));
    const out = bytes.slice();
    const written = encoder.encode(nonce);
    for (const slot of slots) out.set(written, slot);
    return out;
  };
  return { body, byteLength: length };
}

type Entry = KeptPage & { bytes: number };

export class PageMemory {
  private entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxAgeMs: number,
  ) {}

  get(key: string, now = Date.now()): KeptPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (now - entry.at > this.maxAgeMs) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, page: MemoryPage) {
    const { body, byteLength } = nonceTemplate(page.html);
    // The string (UTF-16, two bytes a character at most) and its UTF-8 copy.
    const bytes = page.html.length * 2 + byteLength;
    if (bytes > this.maxBytes / 2) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    while (this.bytes + bytes > this.maxBytes) {
      const [oldest, entry] = this.entries.entries().next().value as [string, { bytes: number }];
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
    this.entries.set(key, { ...page, body, bytes });
    this.bytes += bytes;
  }

  get size() {
    return this.entries.size;
  }
}

/** With NONCE_SLOT swapped for this answer's nonce. */
export const withNonce = (html: string, nonce: string) => html.replaceAll(NONCE_SLOT, nonce);
