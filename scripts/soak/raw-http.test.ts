import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send } from "./raw-http.mjs";

describe("send", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === "/drop") return request.socket.destroy();
      if (request.url === "/stream") {
        response.writeHead(200, { "Content-Type": "text/html" });
        response.write("<p>first</p>");
        return setTimeout(() => response.end("<p>second</p>"), 50);
      }
      let bytes = 0;
      request.on("data", (chunk: Buffer) => (bytes += chunk.length));
      request.on("end", () => {
        response.writeHead(request.url === "/fail" ? 500 : 200, { "Content-Type": "text/plain" });
        response.end(`${request.method} ${bytes}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const request = (path: string, extra: object = {}) => ({
    method: "GET",
    path,
    headers: [["Host", "x"]] as [string, string][],
    label: "t",
    ...extra,
  });

  it("reads the status and the whole body, chunked or not", async () => {
    expect(await send(port, request("/ok", { method: "POST", body: "abc" }))).toMatchObject({ kind: "answered", status: 200, body: "POST 3" });
    expect(await send(port, request("/fail"))).toMatchObject({ kind: "answered", status: 500 });
    expect(await send(port, request("/stream"))).toMatchObject({ kind: "answered", status: 200, body: "<p>first</p><p>second</p>" });
  });

  it("calls a connection closed without a status line dropped", async () => {
    expect(await send(port, request("/drop"))).toMatchObject({ kind: "dropped", reason: "closed without an answer" });
  });

  it("hangs up as the case says, and keeps a status seen before it did", async () => {
    expect(await send(port, request("/stream", { abort: "mid-stream", reset: true }))).toMatchObject({ kind: "aborted", status: 200 });
    expect(await send(port, request("/ok", { method: "POST", body: "x".repeat(200_000), abort: "upload", reset: false }))).toMatchObject({
      kind: "aborted",
    });
    expect(await send(port, request("/ok", { abort: "before-answer", reset: false }))).toMatchObject({ kind: "aborted" });
  });
});
