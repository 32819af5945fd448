import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Sticky } from "./sticky";
import { renderUi } from "./testing";

describe("Sticky", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sticks at its top offset and says when it is stuck", () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const onStuckChange = vi.fn();
    renderUi(
      <Sticky top={16} onStuckChange={onStuckChange}>
        <p>Filters</p>
      </Sticky>,
    );
    const box = screen.getByText("Filters").parentElement!;
    expect(box.style.top).toBe("16px");
    act(() => report([{ isIntersecting: false, boundingClientRect: { top: -40 } as DOMRectReadOnly }]));
    expect(box.dataset.stuck).toBe("true");
    expect(onStuckChange).toHaveBeenLastCalledWith(true);
    act(() => report([{ isIntersecting: true, boundingClientRect: { top: 100 } as DOMRectReadOnly }]));
    expect(box.dataset.stuck).toBeUndefined();
  });
});
