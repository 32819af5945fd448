import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { matchUrl } from "~/shared/url-scheme";
import { createWorker, type PageRenderer } from "../../app";
import { bumpCatalogVersion } from "../../services/catalog/version";
import { saveRedirect } from "../../services/redirects";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Stands in for React Router: an unknown path is a 404 page that shows the path as the real one
 * does, in text, in an attribute and in the hydration data (JSON inside a JS string, escaped as
 * React Router escapes it), plus the store and language it was rendered for.
 */
const renderer: PageRenderer = async (request, _env, ctx) => {
  const { pathname } = new URL(request.url);
  if (matchUrl(pathname, new URLSearchParams()).kind !== "unknown") return new Response("<p>page</p>", { headers: { "Content-Type": "text/html" } });
  const message = `Page not found: ${pathname}`;
  const data = JSON.stringify(JSON.stringify({ message })).replace(/[<>&]/g, (ch) => `\\u00${ch.charCodeAt(0).toString(16)}`);
  return new Response(
    `<!doctype html><html lang="${ctx.language}"><head><link rel="canonical" href="https://${ctx.store.key}.example${pathname}"></head>` +
      `<body><a id="sign-in" href="/login?redirect_url=${encodeURIComponent(pathname)}">Sign in</a><p id="message">${escapeHtml(message)}</p><p id="where">${ctx.store.key}/${ctx.language}</p>` +
      `<script nonce="${ctx.nonce}">window.stream.enqueue(${data})</script></body></html>`,
    { status: 404, headers: { "Content-Type": "text/html; charset=utf-8" } },
  );
};

async function get(worker: ReturnType<typeof createWorker>, host: string, path: string, headers: Record<string, string> = {}) {
  const execution = createExecutionContext();
  const response = await worker.fetch(new Request(`http://${host}${path}`, { headers }), env, execution);
  const body = await response.text();
  await waitOnExecutionContext(execution);
  return { response, body, csp: response.headers.get("Content-Security-Policy") ?? "" };
}

/** The script's text as the browser hashes it for the CSP. */
async function scriptHash(body: string) {
  const text = /<script>([\s\S]*?)<\/script>/.exec(body)![1];
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** What the hydration data says once the browser has run the script's string literals. */
const hydrated = (body: string) => JSON.parse(JSON.parse(/enqueue\(([\s\S]*?)\)<\/script>/.exec(body)![1])) as { message: string };

describe("unknown paths answered from a kept 404", () => {
  beforeEach(() => bumpCatalogVersion(env.KV));

  it("renders once per store and language, and puts each visitor's own path in, escaped for each place", async () => {
    const render = vi.fn(renderer);
    const worker = createWorker(render);
    const first = await get(worker, "de.localhost", "/wp-login.php");
    expect(first.response.status).toBe(404);
    expect(first.response.headers.get("X-Page-Cache")).toBe("MISS");
    const probe = await get(worker, "de.localhost", "/nope/<script>alert('x')</script>&a=\"b\"");
    expect(probe.response.status).toBe(404);
    expect(probe.response.headers.get("X-Page-Cache")).toBe("HIT");
    expect(render).toHaveBeenCalledTimes(1);

    expect(first.body).toContain('<p id="message">Page not found: /wp-login.php</p>');
    expect(first.body).toContain('href="https://de.example/wp-login.php"');
    expect(first.body).toContain('href="/login?redirect_url=%2Fwp-login.php"');
    expect(hydrated(first.body).message).toBe("Page not found: /wp-login.php");
    expect(first.body).not.toContain("__kept-not-found-path__");

    // The URL parser percent-encodes what a path may not hold; the rest is escaped where it stands.
    const path = "/nope/%3Cscript%3Ealert(&#39;x&#39;)%3C/script%3E&amp;a=%22b%22";
    expect(probe.body).toContain(`<p id="message">Page not found: ${path}</p>`);
    expect(probe.body).toContain(`href="https://de.example${path}"`);
    expect(probe.body).toContain(
      `href="/login?redirect_url=${encodeURIComponent("/nope/%3Cscript%3Ealert('x')%3C/script%3E&a=%22b%22").replaceAll("'", "&#39;")}"`,
    );
    expect(hydrated(probe.body).message).toBe("Page not found: /nope/%3Cscript%3Ealert('x')%3C/script%3E&a=%22b%22");
    expect(probe.body).not.toMatch(/<script>alert/i);
    expect(probe.body.match(/<script/g)).toHaveLength(1);
    // The script changed with the path: the CSP allows this answer's script and no nonce.
    expect(probe.csp).toContain(await scriptHash(probe.body));
    expect(probe.body).not.toContain("nonce=");

    const french = await get(worker, "fr.localhost", "/wp-login.php");
    expect(french.body).toContain('<p id="where">fr/fr</p>');
    expect(french.response.headers.get("X-Page-Cache")).toBe("MISS");
    const english = await get(worker, "us.localhost", "/xmlrpc.php", { "Cache-Control": "no-cache" });
    expect(english.body).toContain('<p id="where">us/en</p>');
    expect(english.body).toContain("Page not found: /xmlrpc.php");
    expect(render).toHaveBeenCalledTimes(3);
    expect((await get(worker, "de.localhost", "/.env")).body).toContain('<p id="where">de/de</p>');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it("still lets a redirect rule win over the kept 404", async () => {
    const render = vi.fn(renderer);
    const worker = createWorker(render);
    await get(worker, "de.localhost", "/alter-ring");
    // Saved as the back office saves it: the new redirect version reaches this isolate's memo at once.
    await saveRedirect(env, { store: "de", sourcePath: "/alter-ring-2", target: "/category-rings", status: 301 });
    const moved = await get(worker, "de.localhost", "/alter-ring-2");
    expect(moved.response.status).toBe(301);
    expect(moved.response.headers.get("Location")).toBe("/category-rings");
  });
});
