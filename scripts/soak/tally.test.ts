import { describe, expect, it } from "vitest";
import { createTally, isUnknownMethodAnswer, leaksTrace, verdict } from "./tally.mjs";

describe("leaksTrace", () => {
  it.each([
    ["TypeError: Cannot read properties of undefined (reading '0')\n    at readBody (file:///app/build/server/index.js:2150:29)", undefined],
    ["oops\n    at async dispatch (/srv/node_modules/hono/dist/compose.js:35:11)", undefined],
    ['{"message":"Error: You made a DELETE request to \\"/cart\\""}', "application/json"],
    ["<pre>see /work/app/.wrangler/tmp/bundle.js</pre>", "text/html"],
    ["kj::Exception thrown", undefined],
  ])("finds stack frames, error dumps and runtime internals: %j", (body, contentType) => {
    expect(leaksTrace(body, contentType)).toBe(true);
  });

  it.each([
    // Ordinary answers.
    ['{"code":400,"message":"Malformed JSON body","data":null}', "application/json"],
    ["<p>Nothing at /wrangler.toml — look at our rings at 10 % off</p>", "text/html"],
    ["<p>Meet us at the store (Main St. 1)</p>", "text/html"],
    ["", "text/html"],
    // Code and binary bodies are not read.
    ['throw new Error("x")\n at f (a.js:1:2)', "application/javascript"],
    ["Error: x", "image/png"],
  ])("leaves %j (%s) alone", (body, contentType) => {
    expect(leaksTrace(body, contentType)).toBe(false);
  });
});

describe("isUnknownMethodAnswer", () => {
  it.each([
    ["FOO", 501, true],
    ["GET", 501, false],
    ["PROPFIND", 501, false],
    ["FOO", 500, false],
  ] as const)("accepts workerd's 501 only for a method no HTTP server knows: %s %i", (method, status, unknown) => {
    expect(isUnknownMethodAnswer(method, status)).toBe(unknown);
  });
});

describe("createTally", () => {
  it("counts every request once and each failure by its kind", () => {
    const tally = createTally();
    tally.add({ kind: "answered", method: "GET", path: "/", status: 200, body: "<p>ok</p>", contentType: "text/html" });
    tally.add({ kind: "answered", method: "POST", path: "/api/x", status: 500, body: "{}", contentType: "application/json" });
    tally.add({ kind: "answered", method: "GET", path: "/y", status: 404, body: "Error: boom\n at f (x.js:1:1)", contentType: "text/plain" });
    tally.add({ kind: "dropped", method: "GET", path: "/z", reason: "ECONNRESET" });
    tally.add({ kind: "aborted", method: "POST", path: "/api/cart/add", label: "abort upload" });
    tally.add({ kind: "aborted", method: "GET", path: "/", status: 503, body: "", label: "abort mid-stream" });
    tally.add({ kind: "answered", method: "FOO", path: "/", status: 501, body: "" });
    expect(tally.counts).toEqual({ requests: 7, serverErrors: 2, dropped: 1, leaked: 1, aborted: 2, unknownMethod: 1 });
    expect(tally.samples.serverErrors).toEqual(["500 POST /api/x", "503 GET / (abort mid-stream)"]);
    expect(tally.samples.dropped).toEqual(["GET /z: ECONNRESET"]);
  });

  it("keeps at most ten samples of each", () => {
    const tally = createTally();
    for (let i = 0; i < 25; i++) tally.add({ kind: "dropped", method: "GET", path: `/${i}`, reason: "timeout" });
    expect(tally.counts.dropped).toBe(25);
    expect(tally.samples.dropped).toHaveLength(10);
  });
});

describe("verdict", () => {
  const clean = { requests: 100, serverErrors: 0, dropped: 0, leaked: 0, aborted: 10, unknownMethod: 3 };

  it("passes 0 / 0 / 0 / alive with every request sent", () => {
    expect(verdict({ counts: clean, planned: 100, alive: true })).toEqual({ ok: true, missed: [] });
  });

  it("names every goal missed", () => {
    const result = verdict({ counts: { ...clean, requests: 90, serverErrors: 2, dropped: 1, leaked: 3 }, planned: 100, alive: false });
    expect(result.ok).toBe(false);
    expect(result.missed).toEqual([
      "only 90 of 100 requests were sent in time",
      "2 answered 5xx",
      "1 dropped",
      "3 leaked a stack trace",
      "the server did not answer afterwards",
    ]);
  });
});
