import { afterEach, describe, expect, it, vi } from "vitest";
import { whenShown } from "./when-shown";

const prerendering = (value: boolean) => Object.defineProperty(document, "prerendering", { value, configurable: true });

describe("whenShown", () => {
  afterEach(() => prerendering(false));

  it("starts at once on a page that is shown", () => {
    const start = vi.fn();
    whenShown(start);
    expect(start).toHaveBeenCalledOnce();
  });

  it("waits on a prerendered page until it is activated, and starts once", () => {
    prerendering(true);
    const start = vi.fn();
    whenShown(start);
    expect(start).not.toHaveBeenCalled();
    prerendering(false);
    document.dispatchEvent(new Event("prerenderingchange"));
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(start).toHaveBeenCalledOnce();
  });

  it("never starts when the wait is cancelled first (the page was left before it was shown)", () => {
    prerendering(true);
    const start = vi.fn();
    const cancel = whenShown(start);
    cancel();
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(start).not.toHaveBeenCalled();
  });
});
