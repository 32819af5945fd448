import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { island, preloadIslands } from "./island";

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

describe("island", () => {
  it("renders inline on the server and hydrates the same HTML once the shopper interacts", async () => {
    const OnServer = island(async () => Counter);
    await preloadIslands();
    const html = renderToString(<OnServer label="taps" />);
    expect(html).toMatch(/^<!--\$--><button[^>]*>taps.*0<\/button><!--\/\$-->$/);

    // The browser's copy: its module not loaded yet, as when the page hydrates.
    const load = vi.fn(async () => Counter);
    const InBrowser = island(load);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = vi.fn();
    let rerender = () => {};
    function Parent() {
      const [, setTick] = useState(0);
      rerender = () => setTick((n) => n + 1);
      return <InBrowser label="taps" />;
    }
    await act(async () => {
      hydrateRoot(container, <Parent />, { onRecoverableError: errors });
    });
    expect(load).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    // The parent renders again (the visitor's state arrived): the server's HTML stays.
    await act(async () => rerender());
    expect(container.innerHTML).toBe(html);

    await act(async () => {
      window.dispatchEvent(new Event("pointerdown"));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(load).toHaveBeenCalledOnce();
    await act(async () => container.querySelector("button")!.click());
    expect(container.textContent).toBe("taps 1");
    expect(errors).not.toHaveBeenCalled();
  });
});
