import { describe, expect, it } from "vitest";
import { NONCE_SLOT, PageMemory, withNonce } from "./page-memory";

const page = (chars: number, at = Date.now()) => ({ html: "x".repeat(chars), headers: [] as [string, string][], at });

describe("page memory", () => {
  it("keeps pages within its byte budget, dropping the least recently used", () => {
    // 300 ASCII characters: 600 bytes of string and 300 of UTF-8.
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

  it("answers a kept page as UTF-8 with this answer's nonce in every slot", () => {
    const memory = new PageMemory(1_000_000, 60_000);
    const html = `<p>Größe · 指輪</p><script nonce="${NONCE_SLOT}"></script><link nonce="${NONCE_SLOT}">`;
    memory.set("p", { html, headers: [], at: Date.now() });
    const kept = memory.get("p")!;
    const nonce = "q1w2e3r4t5y6u7i8o9p0aA==";
    expect(new TextDecoder().decode(kept.body(nonce))).toBe(withNonce(html, nonce));
    expect(new TextDecoder().decode(kept.body("abc"))).toBe(withNonce(html, "abc"));
    // Every answer gets its own bytes: one visitor's nonce never shows up in another's page.
    const first = kept.body(nonce);
    kept.body("zzzzzzzzzzzzzzzzzzzzzzz=");
    expect(new TextDecoder().decode(first)).toContain(nonce);
  });

  it("puts each answer's nonce where the stored page has its slot", () => {
    expect(withNonce(`<script nonce="${NONCE_SLOT}"></script><link nonce="${NONCE_SLOT}">`, "abc")).toBe(
      '<script nonce="abc"></script><link nonce="abc">',
    );
  });
});
