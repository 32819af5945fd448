import { describe, expect, it } from "vitest";
import { inlineScriptHashes, keptPage, NONCE_SLOT } from "./kept-page";

const sha256 = async (text: string) => {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
};

describe("kept page", () => {
  const html =
    `<!doctype html><html><head><link rel="modulepreload" href="/a.js" nonce="${NONCE_SLOT}"/>` +
    `<script type="application/ld+json" nonce="${NONCE_SLOT}">{"@type":"Product","name":"Größe · 指輪"}</script></head>` +
    `<body><script nonce="${NONCE_SLOT}">window.a = "€";</script><script type="module" nonce="${NONCE_SLOT}">import "/a.js";</script>` +
    `<script src="/b.js" nonce="${NONCE_SLOT}"></script><script nonce="${NONCE_SLOT}">window.a = "€";</script></body></html>`;

  it("drops the nonce slots and names each runnable inline script by its hash, once", async () => {
    const kept = await keptPage({ html, headers: [["Content-Type", "text/html; charset=utf-8"]], at: 1 });
    const text = new TextDecoder().decode(kept.body);
    expect(text).not.toContain(NONCE_SLOT);
    expect(text).not.toContain("nonce");
    expect(text).toContain('<script>window.a = "€";</script>');
    // JSON-LD is data, not script: CSP never applies to it. External scripts come from 'self'.
    expect(kept.scriptHashes).toEqual([await sha256('window.a = "€";'), await sha256('import "/a.js";')]);
    expect(kept.html).toBe(html);
  });

  it("hashes the script text exactly as it stands between the tags", async () => {
    expect(await inlineScriptHashes("<script>\n a&amp;b </script>")).toEqual([await sha256("\n a&amp;b ")]);
    expect(await inlineScriptHashes('<script type="text/plain">x</script><script src="/x.js"></script>')).toEqual([]);
  });
});
