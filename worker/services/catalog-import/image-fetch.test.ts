import { describe, expect, it } from "vitest";
import { pngBytes } from "../../test/review-fixtures";
import { fetchPicture, IMAGE_FETCH, internalHost, refusedUrl } from "./image-fetch";

/** A fetcher answering from a table, recording every URL it was asked for. */
function fakeFetch(answers: Record<string, () => Response>) {
  const asked: string[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(String(input));
    expect(init?.redirect).toBe("manual");
    const answer = answers[String(input)];
    return answer ? answer() : new Response("no", { status: 404 });
  }) as typeof fetch;
  return { fetcher, asked };
}

const redirect = (to: string) => () => new Response(null, { status: 302, headers: { Location: to } });

describe("the import's picture fetch", () => {
  it("never reaches loopback, private, link-local or internal hosts, whatever the spelling", () => {
    for (const host of [
      "localhost",
      "shop.localhost",
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.10",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "2130706433",
      "0x7f.1",
      "[::1]",
      "[::ffff:127.0.0.1]",
      "[::ffff:7f00:1]",
      "[fd00::1]",
      "[fe80::1]",
      "metadata.internal",
      "printer.local",
    ]) {
      expect(internalHost(host), host).toBe(true);
      expect(refusedUrl(`http://${host}/a.png`), host).toBe("it points at a private or local address");
    }
    for (const host of ["cdn.example.com", "8.8.8.8", "[2606:4700::1111]"]) expect(internalHost(host), host).toBe(false);
    expect(refusedUrl("file:///etc/passwd")).toBe("only http and https addresses are fetched");
    expect(refusedUrl("https://cdn.example.com:8443/a.png")).toBe("only addresses on the standard ports are fetched");
    expect(refusedUrl("https://user:pw@cdn.example.com/a.png")).toBe("addresses with a user name or password are not fetched");
  });

  it("checks every redirect before following it, and stops after three", async () => {
    const png = pngBytes(40, 30);
    const { fetcher, asked } = fakeFetch({
      "https://cdn.example.com/a.png": redirect("https://img.example.net/b.png"),
      "https://img.example.net/b.png": () => new Response(png as Uint8Array<ArrayBuffer>),
      "https://cdn.example.com/evil.png": redirect("http://169.254.169.254/latest/meta-data/"),
      "https://cdn.example.com/loop.png": redirect("/loop.png"),
    });
    expect(await fetchPicture("https://cdn.example.com/a.png", fetcher)).toEqual(png);
    expect(await fetchPicture("https://cdn.example.com/evil.png", fetcher)).toBe(
      "it redirects to an address that is not fetched: it points at a private or local address",
    );
    expect(asked).not.toContain("http://169.254.169.254/latest/meta-data/");
    expect(await fetchPicture("https://cdn.example.com/loop.png", fetcher)).toBe("it redirects more than 3 times");
  });

  it("cuts a body past 10 MB while it streams, and drops a non-picture after its first bytes", async () => {
    let sent = 0;
    const endless = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            const chunk = new Uint8Array(1 << 20);
            chunk.set(pngBytes(10, 10).subarray(0, 64));
            sent += chunk.byteLength;
            controller.enqueue(chunk);
          },
        }),
      );
    const html = () => new Response("<!doctype html><script>alert(1)</script>".padEnd(200, " "));
    const liar = () => new Response("x", { headers: { "Content-Length": String(IMAGE_FETCH.maxBytes + 1) } });
    const { fetcher } = fakeFetch({
      "https://cdn.example.com/big.png": endless,
      "https://cdn.example.com/page.png": html,
      "https://cdn.example.com/huge.png": liar,
    });
    expect(await fetchPicture("https://cdn.example.com/big.png", fetcher)).toBe("it is larger than 10 MB");
    // It stopped pulling within a chunk or two of the cap, it did not read on to the end.
    expect(sent).toBeLessThan(IMAGE_FETCH.maxBytes + 3 * (1 << 20));
    expect(await fetchPicture("https://cdn.example.com/page.png", fetcher)).toBe("it is not a JPEG, PNG, WebP or GIF picture");
    expect(await fetchPicture("https://cdn.example.com/huge.png", fetcher)).toBe("it is larger than 10 MB");
  });

  it("says a network failure in its own words, not the network's", async () => {
    const failing = (async () => {
      throw new Error("connect ECONNREFUSED 10.0.0.7:443 internal-proxy.corp");
    }) as typeof fetch;
    expect(await fetchPicture("https://cdn.example.com/a.png", failing)).toBe("it could not be fetched");
  });
});
