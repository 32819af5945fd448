/**
 * Shared pages kept in the isolate's memory in front of the Workers cache: a hit is then a
 * string substitution, no cache round trip. Bounded by bytes, least recently used first out;
 * entries are keyed like the cache (build, catalogue version, variant, URL), so a catalogue
 * change makes them unreachable at once.
 */
export interface MemoryPage {
  /** The HTML with NONCE_SLOT where each answer puts its own CSP nonce. */
  html: string;
  headers: [string, string][];
  at: number;
}

/** Stands for the nonce in stored pages (scripts carry the nonce of the answer they are in). */
export const NONCE_SLOT = "__PAGE_NONCE__";

export class PageMemory {
  private entries = new Map<string, MemoryPage & { bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxAgeMs: number,
  ) {}

  get(key: string, now = Date.now()): MemoryPage | undefined {
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
    // Strings are UTF-16 in memory: two bytes a character is the honest upper bound.
    const bytes = page.html.length * 2;
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
    this.entries.set(key, { ...page, bytes });
    this.bytes += bytes;
  }

  get size() {
    return this.entries.size;
  }
}

/** With NONCE_SLOT swapped for this answer's nonce. */
export const withNonce = (html: string, nonce: string) => html.replaceAll(NONCE_SLOT, nonce);
