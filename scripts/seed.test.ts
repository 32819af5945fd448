import { describe, expect, it } from "vitest";
import { droppedConnection } from "./seed.mjs";

describe("droppedConnection: which seed errors are worth one more try", () => {
  it("is true for undici's closed socket, however deep in the causes", () => {
    const socket = Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" });
    expect(droppedConnection(new TypeError("fetch failed", { cause: socket }))).toBe(true);
    expect(droppedConnection(Object.assign(new Error("reset"), { code: "ECONNRESET" }))).toBe(true);
  });

  it("is false for a database error or anything else", () => {
    expect(droppedConnection(new Error("D1_ERROR: no such table: price_history"))).toBe(false);
    expect(droppedConnection(undefined)).toBe(false);
  });
});
