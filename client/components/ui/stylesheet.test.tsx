import { describe, expect, it } from "vitest";
import { Stylesheet } from "./stylesheet";
import { renderUi } from "./testing";

describe("Stylesheet", () => {
  it("puts a widget's stylesheet into <head> once, however many widgets use it", () => {
    renderUi(
      <>
        <Stylesheet href="data:text/css,.ui-rate{}" />
        <Stylesheet href="data:text/css,.ui-rate{}" />
        <p>content</p>
      </>,
    );
    const links = document.head.querySelectorAll('link[rel="stylesheet"][href="data:text/css,.ui-rate{}"]');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute("data-precedence")).toBe("ui");
  });
});
