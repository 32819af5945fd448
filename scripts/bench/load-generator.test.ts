import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measure, quantile } from "./load-generator.mjs";

describe("quantile", () => {
  it("takes the nearest rank", () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(quantile(values, 0.5)).toBe(5);
    expect(quantile(values, 0.95)).toBe(10);
    expect(quantile([7], 0.95)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe("measure", () => {
  let server: Server;
  let port: number;
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        seen.push(`${request.method} ${request.url} ${request.headers.host} ${body}`);
        response.statusCode = request.url === "/ok" ? 200 : 404;
        response.end("x");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("stops at the request cap and counts only the expected answers", async () => {
    const ok = await measure({ port, path: "/ok", concurrency: 2, warmupMs: 0, durationMs: 60_000, maxRequests: 40 });
    expect(ok.capped).toBe(true);
    expect(ok.requests + ok.errors).toBeLessThanOrEqual(40);
    expect(ok.sent).toBe(40);
    expect(ok.errors).toBe(0);
    expect(ok.requests).toBeGreaterThan(0);

    const wrong = await measure({ port, path: "/missing", concurrency: 2, warmupMs: 0, durationMs: 60_000, maxRequests: 10 });
    expect(wrong.requests).toBe(0);
    expect(wrong.errors).toBeGreaterThan(0);
  });

  it("sends the method, host and body it is given", async () => {
    seen.length = 0;
    await measure({
      port,
      method: "POST",
      path: "/ok",
      body: '{"a":1}',
      headers: { Host: "de.localhost" },
      concurrency: 1,
      warmupMs: 0,
      durationMs: 60_000,
      maxRequests: 1,
    });
    expect(seen).toEqual(['POST /ok de.localhost {"a":1}']);
  });

  it("only loads this machine", async () => {
    await expect(measure({ address: "203.0.113.9", port, path: "/" })).rejects.toThrow(/only targets this machine/);
  });
});
