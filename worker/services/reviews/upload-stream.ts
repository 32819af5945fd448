import { concatBytes } from "../bytes";
import { isEbml, videoDurationMs } from "./video-duration";

/** The body went past the per-file limit: the stream is cut there. */
export class TooLargeError extends Error {}

/** The body broke off, or was longer or shorter than it said: the sender's fault, not ours. */
export class BrokenBodyError extends Error {}

export type ByteReader = Pick<ReadableStreamDefaultReader<Uint8Array>, "read" | "cancel">;

/** A reader of `body` whose failures say which of the two it was. */
export function uploadReader(body: ReadableStream<Uint8Array>, max: number): ByteReader {
  const reader = body.pipeThrough(byteLimit(max)).getReader();
  return {
    read: () =>
      reader.read().catch((error: unknown) => {
        throw error instanceof TooLargeError ? error : new BrokenBodyError(String(error));
      }),
    cancel: (reason?: unknown) => reader.cancel(reason),
  };
}

/**
 * Counts the bytes going through and errors the stream at the first byte past `max`, so an
 * oversized body is never read further and whatever was being written from it fails with it.
 */
function byteLimit(max: number): TransformStream<Uint8Array, Uint8Array> {
  let total = 0;
  return new TransformStream({
    transform(chunk, controller) {
      total += chunk.byteLength;
      if (total > max) controller.error(new TooLargeError(`more than ${max} bytes`));
      else controller.enqueue(chunk);
    },
  });
}

/**
 * Reads from `reader` until `enough` says the bytes so far suffice (or the stream ends), and
 * gives them back in one piece; the rest of the stream stays unread.
 */
export async function readHead(reader: ByteReader, enough: (head: Uint8Array) => boolean): Promise<{ head: Uint8Array; done: boolean }> {
  const chunks: Uint8Array[] = [];
  let head: Uint8Array = new Uint8Array(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { head, done: true };
    chunks.push(value);
    head = chunks.length === 1 ? value : concatBytes(chunks);
    if (enough(head)) return { head, done: false };
  }
}

/** How many trailing bytes a window keeps so a movie header split between chunks is still found. */
const MVHD_OVERLAP = 44;

/** How much of a WebM's start is kept to find its segment information (it comes before the media). */
const EBML_HEAD_BYTES = 64 * 1024;

/**
 * Finds a video's length in the bytes as they stream past: an MP4's `mvhd` box wherever it
 * sits (before or after the media data), holding only a few bytes between chunks; a WebM's
 * segment information within its first 64 KB.
 */
export class DurationScanner {
  durationMs: number | null = null;
  private tail = new Uint8Array(0);
  private started = false;
  private ebmlHead: Uint8Array | null = null;

  push(chunk: Uint8Array): void {
    if (this.durationMs !== null) return;
    if (!this.started) {
      this.started = true;
      if (isEbml(chunk)) this.ebmlHead = new Uint8Array(0);
    }
    if (this.ebmlHead) {
      if (this.ebmlHead.length >= EBML_HEAD_BYTES) return;
      this.ebmlHead = concatBytes([this.ebmlHead, chunk.subarray(0, EBML_HEAD_BYTES - this.ebmlHead.length)]);
      this.durationMs = videoDurationMs(this.ebmlHead);
      return;
    }
    const window = this.tail.length ? concatBytes([this.tail, chunk]) : chunk;
    this.durationMs = videoDurationMs(window);
    this.tail = window.slice(Math.max(0, window.length - MVHD_OVERLAP));
  }
}
