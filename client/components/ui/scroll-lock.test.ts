import { afterEach, describe, expect, it } from "vitest";
import { lockScroll, scrollLockCount } from "./scroll-lock";

describe("scroll lock", () => {
  afterEach(() => expect(scrollLockCount()).toBe(0));

  it("keeps the page locked while any overlay is open", () => {
    const first = lockScroll();
    const second = lockScroll();
    expect(document.body.style.overflow).toBe("hidden");
    first();
    expect(scrollLockCount()).toBe(1);
    expect(document.body.style.overflow).toBe("hidden");
    second();
    expect(document.body.style.overflow).toBe("");
  });

  it("releases a lock only once", () => {
    const release = lockScroll();
    const other = lockScroll();
    release();
    release();
    expect(document.body.style.overflow).toBe("hidden");
    other();
    expect(document.body.style.overflow).toBe("");
  });

  it("restores the body's own overflow", () => {
    document.body.style.overflow = "scroll";
    const release = lockScroll();
    expect(document.body.style.overflow).toBe("hidden");
    release();
    expect(document.body.style.overflow).toBe("scroll");
    document.body.style.overflow = "";
  });
});
