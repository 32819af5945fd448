import { describe, expect, it } from "vitest";
import { abortedRequest, malformedRequest } from "./cases.mjs";
import { seededRandom } from "./random.mjs";

describe("malformedRequest", () => {
  it("covers every kind of hostile request, on the local port only", () => {
    const random = seededRandom(1);
    const requests = Array.from({ length: 600 }, () => malformedRequest(random, 8795));
    expect(new Set(requests.map((r) => r.label))).toEqual(new Set(["path", "body", "cookie", "header", "method", "host"]));
    for (const request of requests) {
      expect(request.headers[0][0]).toBe("Host");
      expect(request.path.startsWith("/")).toBe(true);
    }
    expect(requests.some((r) => r.method === "POST" && r.body !== undefined)).toBe(true);
  });

  it("is the same run for the same seed", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    for (let i = 0; i < 50; i++) expect(malformedRequest(a, 1)).toEqual(malformedRequest(b, 1));
  });
});

describe("abortedRequest", () => {
  it("hangs up GETs during the page and POSTs during the body, with a close or a reset", () => {
    const random = seededRandom(3);
    const requests = Array.from({ length: 300 }, () => abortedRequest(random, 8795));
    expect(new Set(requests.map((r) => r.abort))).toEqual(new Set(["before-answer", "mid-stream", "partial-body", "upload", "after-body"]));
    expect(new Set(requests.map((r) => r.reset))).toEqual(new Set([true, false]));
    for (const request of requests) {
      if (request.abort === "before-answer" || request.abort === "mid-stream") expect(request.method).toBe("GET");
      else expect(request.method === "POST" && (request.body?.length ?? 0) > 0).toBe(true);
    }
    expect(requests.find((r) => r.abort === "upload")?.body?.length).toBeGreaterThan(1 << 20);
  });
});
