import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { forgetKeptPages, KEPT_MS, KEPT_PAGES, KeepAlive, keptPayload } from "./keep-alive";

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {name} {count}
    </button>
  );
}

const view = (key: string, keepAlive = true) => (
  <KeepAlive current={{ key, payload: { name: key } }} keepAlive={keepAlive} render={(p) => <Counter name={p.name} />} />
);

describe("keep-alive", () => {
  beforeEach(() => forgetKeptPages());

  it("brings a page back in the state it was left in", async () => {
    const user = userEvent.setup();
    const { rerender } = render(view("/category-rings"));
    await user.click(screen.getByRole("button", { name: "/category-rings 0" }));
    rerender(view("/product-x-p1.html"));
    expect(screen.queryByRole("button", { name: /category-rings/ })).toBeNull();
    rerender(view("/category-rings"));
    expect(screen.getByRole("button", { name: "/category-rings 1" })).toBeTruthy();
  });

  it("keeps the data for the router to reuse, for a while and for the last pages only", () => {
    const { rerender } = render(view("/a"));
    expect(keptPayload("/a")).toEqual({ name: "/a" });
    expect(keptPayload("/a", Date.now() + KEPT_MS + 1)).toBeUndefined();
    for (let i = 0; i < KEPT_PAGES; i++) act(() => rerender(view(`/p${i}`)));
    expect(keptPayload("/a")).toBeUndefined();
    expect(keptPayload(`/p${KEPT_PAGES - 1}`)).toEqual({ name: `/p${KEPT_PAGES - 1}` });
  });

  it("does not keep pages that are not kept alive", () => {
    render(view("/cart", false));
    expect(screen.getByRole("button", { name: "/cart 0" })).toBeTruthy();
    expect(keptPayload("/cart")).toBeUndefined();
  });
});
