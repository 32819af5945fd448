/**
 * Shared pages kept in the isolate's memory in front of the Workers cache, ready to answer
 * (kept-page.ts): a hit costs no cache round trip and no string or byte work. Bounded by
 * bytes, least recently used first out; entries are keyed by catalogue version, variant and
 * URL (pageMemoryKey; an isolate runs one build), so a catalogue change makes them
 * unreachable at once.
 */
import type { KeptPage } from "./kept-page";

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

  set(key: string, page: KeptPage) {
    // The string (UTF-16, two bytes a character at most) and its UTF-8 body.
    const bytes = page.html.length * 2 + page.body.byteLength + page.gzip.byteLength;
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
