/**
 * React's server renderer for edge runtimes (react-dom/server in workerd) turns every piece
 * of HTML — each attribute name and value, each text — into a Uint8Array with its own
 * TextEncoder.encode call, then copies those into 4 KB buffers. In workerd each encode is a
 * call into the runtime with an allocation, and a product page makes thousands of them: a
 * third of a fresh render's CPU. This build step makes the chunks strings, joins them as
 * React writes them and encodes once per flush (or per 8 K characters): the same bytes,
 * far fewer calls. It applies to the production build of that one module only (the dev
 * server and tests use React as published) and fails the build if React's code no longer
 * reads as expected, rather than guessing.
 */
import type { Plugin } from "vite";

const TARGET = /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.edge\.production\.js$/;

/** A whole function, from its declaration up to (not including) what follows it. */
interface RangeEdit {
  from: string;
  until: string;
  to: string;
}
/** An exact piece of text. */
interface TextEdit {
  text: string;
  to: string;
}

const EDITS: (RangeEdit | TextEdit)[] = [
  {
    from: "function writeChunk(destination, chunk) {",
    until: "function writeChunkAndReturn(destination, chunk) {",
    to: `var pendingText = "";
function writeChunk(destination, chunk) {
  pendingText += chunk;
  8192 < pendingText.length &&
    (destination.enqueue(textEncoder.encode(pendingText)), (pendingText = ""));
}
`,
  },
  {
    from: "function completeWriting(destination) {",
    until: "var textEncoder = new TextEncoder();",
    to: `function completeWriting(destination) {
  pendingText &&
    (destination.enqueue(textEncoder.encode(pendingText)), (pendingText = ""));
}
`,
  },
  {
    text: "function stringToChunk(content) {\n  return textEncoder.encode(content);\n}",
    to: "function stringToChunk(content) {\n  return content;\n}",
  },
  {
    text: "function stringToPrecomputedChunk(content) {\n  return textEncoder.encode(content);\n}",
    to: "function stringToPrecomputedChunk(content) {\n  return content;\n}",
  },
  // Sizes only decide when a Suspense boundary is big enough to stream separately
  // (progressiveChunkSize, which client/entry.server.tsx sets to "never"): characters will do.
  {
    text: "function byteLengthOfChunk(chunk) {\n  return chunk.byteLength;\n}",
    to: "function byteLengthOfChunk(chunk) {\n  return chunk.length;\n}",
  },
  { text: "segmentByteSize += segment[i].byteLength;", to: "segmentByteSize += segment[i].length;" },
  // Each flush starts from an empty buffer, as React's own code does.
  {
    text: "function flushCompletedQueues(request, destination) {\n  currentView = new Uint8Array(4096);",
    to: 'function flushCompletedQueues(request, destination) {\n  pendingText = "";\n  currentView = new Uint8Array(4096);',
  },
];

function only(code: string, text: string): number {
  const at = code.indexOf(text);
  if (at < 0 || code.indexOf(text, at + 1) >= 0) {
    throw new Error(
      `react-dom-string-chunks: React's server renderer no longer reads as expected at "${text.slice(0, 60)}"; ` +
        "update or remove build-tools/react-dom-string-chunks.ts",
    );
  }
  return at;
}

/** The module's source with string chunks; throws when any expected piece is missing. */
export function useStringChunks(code: string): string {
  let out = code;
  for (const edit of EDITS) {
    if ("text" in edit) {
      const at = only(out, edit.text);
      out = out.slice(0, at) + edit.to + out.slice(at + edit.text.length);
    } else {
      const start = only(out, edit.from);
      const end = only(out, edit.until);
      if (end < start) throw new Error(`react-dom-string-chunks: "${edit.until}" no longer follows "${edit.from}"`);
      out = out.slice(0, start) + edit.to + out.slice(end);
    }
  }
  // Nothing may still treat a chunk as bytes.
  if (/\bchunk\.(byteLength|subarray)\b/.test(out)) throw new Error("react-dom-string-chunks: a chunk is still used as bytes");
  return out;
}

export function reactDomStringChunks(): Plugin {
  return {
    name: "react-dom-string-chunks",
    enforce: "pre",
    apply: "build",
    transform(code, id) {
      if (!TARGET.test(id.split("?")[0])) return null;
      // eslint-disable-next-line react-hooks/rules-of-hooks -- a source transform, not a React hook
      return { code: useStringChunks(code), map: null };
    },
  };
}
