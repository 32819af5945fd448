import { describe, expect, it } from "vitest";
import { NONCE_SLOT, PageMemory, withNonce } from "./page-memory";

const page = (chars: number, at = Date.now()) => ({ html: "x".repeat(chars), headers: [] as [string, string][], at });

describe("page memory", () => {
  it("keeps pages within its byte budget, dropping the least recently used", () => {
    const memory = new PageMemory(2000, 60_000);
    memory.set("a", page(400));
    memory.set("b", page(400));
    expect(memory.get("a")).toBeTruthy(); // a is now the most recently used
    memory.set("c", page(400));
    expect(memory.get("b")).toBeUndefined();
    expect(memory.get("a")).toBeTruthy();
    expect(memory.get("c")).toBeTruthy();
  });

  it("forgets pages past their age and refuses pages too big to share the budget", () => {
    const memory = new PageMemory(2000, 60_000);
    memory.set("old", page(10, 1000));
    expect(memory.get("old", 61_001)).toBeUndefined();
    memory.set("huge", page(600));
    expect(memory.get("huge")).toBeUndefined();
    expect(memory.size).toBe(0);
  });

  it("puts each answer's nonce where the stored page has its slot", () => {
    expect(withNonce(`<script nonce="${NONCE_SLOT}"></script><link nonce="${NONCE_SLOT}">`, "abc")).toBe(
      '<script nonce="abc"></script><link nonce="abc">',
    );
  });
});
