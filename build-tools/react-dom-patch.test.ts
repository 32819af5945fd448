// React DOM's edge renderer carries patches/react-dom+<version>.patch (string chunks, applied on
// install by patch-package in package.json's postinstall; docs/decisions/0023-typescript-7-and-eslint-10.md).
// This checks the installed file against the published one rebuilt from the patch.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { hunksOf, patched, unpatched } from "./patch-file";

const root = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);
const reactDom = dirname(require.resolve("react-dom/package.json"));
const { version } = JSON.parse(readFileSync(join(reactDom, "package.json"), "utf8")) as { version: string };
// The exact file the app's server bundle is built from (not an export of the package).
const path = join(reactDom, "cjs/react-dom-server.edge.production.js");
const patchName = readdirSync(join(root, "patches")).find((name) => name.startsWith("react-dom+"));
const hunks = hunksOf(readFileSync(join(root, "patches", patchName ?? ""), "utf8"), relative(root, path));
const installed = readFileSync(path, "utf8");
// The production React the bundle pairs it with (tests run with NODE_ENV=test, which would
// give the development build, whose elements the production renderer cannot render).
const nodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = "production";
const { createElement, Suspense, lazy } = createRequire(path)("react") as typeof import("react");
const original = unpatched(installed, hunks);
const published = load(original);
const withPatch = load(installed);
process.env.NODE_ENV = nodeEnv;

type Render = (node: ReactNode, options?: object) => Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }>;

/** The module evaluated from source, as the bundle would run it. */
function load(code: string): Render {
  const module = { exports: {} as { renderToReadableStream: Render } };
  new Function("module", "exports", "require", code)(module, module.exports, createRequire(path));
  return module.exports.renderToReadableStream;
}

async function html(render: Render, node: ReactNode) {
  const stream = await render(node, { nonce: "n0nce", progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  await stream.allReady;
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return { text: Buffer.concat(chunks).toString("utf8"), chunks: chunks.length };
}

function page(): ReactNode {
  const Later = lazy(async () => ({ default: () => createElement("p", { title: "später" }, "Geladen: Größe 38 € — ✓") }));
  const rows = Array.from({ length: 400 }, (_, i) =>
    createElement(
      "li",
      { key: i, className: `row row--${i % 3}`, style: { width: `${i % 100}%`, "--gap": "4px" } as object, "data-i": i },
      `Zeile ${i} — “${"é".repeat(i % 5)}” <&> 💍`,
    ),
  );
  return createElement(
    "html",
    { lang: "de" },
    createElement("head", null, createElement("title", null, "Ringe & Uhren")),
    createElement(
      "body",
      null,
      createElement("ul", null, rows),
      createElement(Suspense, { fallback: createElement("span", null, "…") }, createElement(Later)),
      createElement("input", { defaultValue: 'a"b', required: true, maxLength: 20 }),
    ),
  );
}

describe("React DOM's string-chunks patch", () => {
  it("is made for the installed React DOM and applied to it", () => {
    expect(patchName, `React DOM ${version} is installed: make the patch again for it, or drop it`).toBe(`react-dom+${version}.patch`);
    // Fails when the patch no longer applies: the installed file must be the published one patched.
    expect(patched(original, hunks) === installed).toBe(true);
  });

  it("renders the same bytes as React as published, in fewer chunks", async () => {
    const before = await html(published, page());
    const after = await html(withPatch, page());
    // Compared as booleans: a failure would otherwise print both documents.
    expect(after.text === before.text).toBe(true);
    expect(after.text.includes('<p title="später">Geladen: Größe 38 € — ✓</p>')).toBe(true);
    expect(after.text.length).toBeGreaterThan(20_000);
    expect(after.chunks).toBeLessThan(before.chunks);
  });

  // The patch exists because React's edge renderer encodes every string it writes on its own, and
  // each encode crosses into workerd (cloudflare/workerd#5317, docs/decisions/0023-typescript-7-and-eslint-10.md).
  // When a release writes strings or encodes once per flush itself, this fails: drop the patch.
  // (A workerd that makes the encode cheap is read by the bench, not here: BENCH_ONLY=product.)
  it("is still needed: React as published encodes every chunk on its own", async () => {
    expect(original).toMatch(/function stringToChunk\(content\) \{\s*return textEncoder\.encode\(content\);/);
    const before = await html(published, page());
    const after = await html(withPatch, page());
    expect(before.chunks).toBeGreaterThan(after.chunks);
  });

  it("no chunk is encoded on its own any more", () => {
    expect(installed).toContain("function stringToChunk(content) {\n  return content;\n}");
    expect(installed.match(/textEncoder\.encode\(/g)).toHaveLength(2);
    // Nothing may still treat a chunk as bytes.
    expect(installed).not.toMatch(/\bchunk\.(byteLength|subarray)\b/);
  });
});
