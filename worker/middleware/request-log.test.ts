import { afterEach, describe, expect, it, vi } from "vitest";
import { brokenPage, callApi, send } from "../test/harness";

/** The JSON lines one request wrote to the log, by type. */
async function linesOf<T>(run: () => Promise<T>) {
  const logs = vi.spyOn(console, "log").mockImplementation(() => {});
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const response = await run();
  const parse = (calls: unknown[][]) =>
    calls.map(([line]) => (typeof line === "string" && line.startsWith("{") ? JSON.parse(line) : null)).filter(Boolean);
  const lines = [...parse(logs.mock.calls), ...parse(errors.mock.calls)] as Record<string, unknown>[];
  return {
    response,
    requests: lines.filter((l) => l.type === "request"),
    errors: lines.filter((l) => l.type !== "request"),
    raw: [...logs.mock.calls, ...errors.mock.calls].flat().join("\n"),
  };
}

afterEach(() => vi.restoreAllMocks());

describe("request log", () => {
  it("writes one line per request: id, store, route pattern, status, ms, cache — no personal data", async () => {
    const { response, requests, raw } = await linesOf(() =>
      send("http://de.localhost/trackorder?orderNumber=H123&email=shopper%40example.com", {
        headers: { "CF-Connecting-IP": "203.0.113.9", Cookie: "he-lang=de", "cf-ray": "8f2b6c1d3e4a5b6c-FRA" },
      }),
    );
    expect(requests).toHaveLength(1);
    const [line] = requests;
    expect(line).toMatchObject({ requestId: "8f2b6c1d3e4a5b6c-FRA", store: "de", method: "GET", route: "page:trackOrder", status: response.status });
    expect(typeof line.ms).toBe("number");
    expect(Object.hasOwn(line, "cache")).toBe(true);
    expect(response.headers.get("X-Request-Id")).toBe("8f2b6c1d3e4a5b6c-FRA");
    expect(raw).not.toMatch(/shopper|example\.com|203\.0\.113\.9|he-lang|H123/);
  });

  it("names the API route pattern and makes up an id when cf-ray is missing or forged", async () => {
    const { requests } = await linesOf(() => callApi("index/countries", {}, { headers: { "cf-ray": "<script>" } }));
    expect(requests).toHaveLength(1);
    expect(requests[0].route).toBe("/api/index/countries");
    expect(requests[0].requestId).toMatch(/^[0-9a-f]{16}$/);
  });

  it("logs an error with the request id, and the error page shows the id to the shopper", async () => {
    const { response, requests, errors } = await linesOf(() =>
      send("http://us.localhost/cart", { renderer: brokenPage, headers: { "cf-ray": "0123456789abcdef" } }),
    );
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("0123456789abcdef");
    expect(html).not.toContain("renderer exploded");
    expect(requests[0]).toMatchObject({ requestId: "0123456789abcdef", status: 500 });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ type: "error", requestId: "0123456789abcdef", where: "worker", error: "TypeError" });
  });

  it("puts a browser's nodeError report in the log with its path but not its query", async () => {
    const { errors } = await linesOf(() =>
      callApi("index/nodeError", { errorCode: "JS-LOG", errorContent: "TypeError: y", url: "https://www.heliora.com/account?email=a%40b.example" }),
    );
    expect(errors).toEqual([expect.objectContaining({ type: "client-error", code: "JS-LOG", path: "/account", message: "TypeError: y" })]);
    expect(JSON.stringify(errors)).not.toContain("a%40b");
  });
});
