import { describe, expect, it } from "vitest";
import type { KeptPage } from "./kept-page";
import { PageMemory } from "./page-memory";

/** A kept page of `chars` ASCII characters: 2 bytes each as a string, 1 as UTF-8. */
const page = (chars: number, at = Date.now()): KeptPage => ({
  html: "x".repeat(chars),
  headers: [],
  at,
  scriptHashes: [],
  body: new Uint8Array(chars),
  gzip: new Uint8Array(0),
  gzipHeaders: [],
});

describe("page memory", () => {
  it("keeps pages within its byte budget, dropping the least recently used", () => {
    // 300 characters: 600 + 300 bytes.
    const memory = new PageMemory(2400, 60_000);
    memory.set("a", page(300));
    memory.set("b", page(300));
    expect(memory.get("a")).toBeTruthy(); // a is now the most recently used
    memory.set("c", page(300));
    expect(memory.get("b")).toBeUndefined();
    expect(memory.get("a")).toBeTruthy();
    expect(memory.get("c")).toBeTruthy();
  });

  it("forgets pages past their age and refuses pages too big to share the budget", () => {
    const memory = new PageMemory(2400, 60_000);
    memory.set("old", page(10, 1000));
    expect(memory.get("old", 61_001)).toBeUndefined();
    memory.set("huge", page(500));
    expect(memory.get("huge")).toBeUndefined();
    expect(memory.size).toBe(0);
  });
});
