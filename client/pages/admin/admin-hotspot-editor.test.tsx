import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LookRow } from "~/shared/admin-types";
import { HotspotEditor } from "./admin-hotspot-editor";
import { renderUi } from "../../components/ui/testing";
import { LookBookForm } from "./admin-look-book-form";
import { renderWithApi } from "./admin-testing";

const LOOK: LookRow = {
  id: 7,
  position: 0,
  imageKey: "u/abc",
  width: 800,
  height: 400,
  hotspots: [{ spu: "R-1", title: "Ring", x: 10, y: 20, shown: true }],
};
const answer = (data: unknown) => vi.fn(async () => new Response(JSON.stringify({ code: 200, message: "Hotspot saved.", data })));

afterEach(() => vi.unstubAllGlobals());

describe("the hotspot editor", () => {
  it("checks x and y with the shared schema, and a click on the picture sets the same fields", async () => {
    const fetch = answer(null);
    const changed = vi.fn();
    const { user } = renderWithApi(<HotspotEditor look={LOOK} number={1} store="uk" editor changed={changed} />, fetch);
    expect(screen.getByRole("list", { name: "Hotspots of look 1" }).textContent).toContain("Ring (R-1) at x 10 %, y 20 %");
    await user.type(screen.getByLabelText("Product (SPU code)"), "N-2");
    await user.clear(screen.getByLabelText("x (% from the left)"));
    await user.type(screen.getByLabelText("x (% from the left)"), "120");
    await user.click(screen.getByRole("button", { name: "Place hotspot" }));
    expect(screen.getByText("x must be between 0 and 100 %.")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    const picture = screen.getByRole("img", { name: "Look 1" });
    picture.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100 }) as DOMRect;
    fireEvent.click(picture, { clientX: 50, clientY: 75 });
    expect((screen.getByLabelText("x (% from the left)") as HTMLInputElement).value).toBe("25");
    expect((screen.getByLabelText("y (% from the top)") as HTMLInputElement).value).toBe("75");
    await user.click(screen.getByRole("button", { name: "Place hotspot" }));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/admin\/lookbook\/hotspot\/save$/);
    expect(JSON.parse(String(init.body))).toEqual({ lookId: 7, spu: "N-2", x: 25, y: 75 });
    expect(changed).toHaveBeenCalledOnce();
  });

  it("shows staff who may not edit the hotspots only", () => {
    renderUi(<HotspotEditor look={LOOK} number={1} store="uk" editor={false} changed={() => {}} />);
    expect(screen.queryByRole("button", { name: "Place hotspot" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove R-1 from look 1" })).toBeNull();
  });
});

describe("the look book form", () => {
  it("asks for the store's own language only where the store has one, and checks the key before sending", async () => {
    const fetch = answer({ id: 1 });
    const { user } = renderWithApi(<LookBookForm row="new" onClose={() => {}} saved={() => {}} />, fetch);
    expect(screen.queryByLabelText("Title (en-GB)")).toBeNull();
    await user.type(screen.getByLabelText("URL key"), "Winter Gold");
    await user.type(screen.getByLabelText("Title (English)"), "Winter gold");
    await user.click(screen.getByRole("button", { name: "Create look book" }));
    expect(screen.getByText("The URL key is lower-case letters, digits and dashes, starting with a letter or digit.")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole("combobox", { name: /^Store/ }));
    await user.click(screen.getByRole("option", { name: "uk" }));
    expect(screen.getByLabelText("Title (en-GB)")).toBeTruthy();
  });
});
