import { act, screen } from "@testing-library/react";
import { createStore } from "jotai";
import { createMemoryRouter, RouterProvider, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadingAtom } from "../../atoms/shell";
import { LoadingOverlay } from "./loading-overlay";
import { redirectWithOverlay } from "./redirect-with-overlay";
import { renderUi } from "./testing";

let navigate: ReturnType<typeof useNavigate>;
let finishLoad: () => void = () => {};

function App() {
  navigate = useNavigate();
  return <LoadingOverlay />;
}

function setup() {
  const router = createMemoryRouter([
    { path: "/", element: <App /> },
    { path: "/next", element: <App />, loader: () => new Promise<null>((resolve) => (finishLoad = () => resolve(null))) },
  ]);
  const store = createStore();
  renderUi(<RouterProvider router={router} />, { store, router: false });
  return store;
}

describe("LoadingOverlay", () => {
  it("shows while loading and hides when the page has finished loading", async () => {
    const store = setup();
    expect(screen.queryByTestId("loading-overlay")).toBeNull();
    act(() => store.set(loadingAtom, true));
    expect(screen.getByTestId("loading-overlay").getAttribute("aria-busy")).toBe("true");
    expect(screen.getByText("loading...")).toBeTruthy();
    await act(async () => void navigate("/next"));
    expect(screen.getByTestId("loading-overlay")).toBeTruthy();
    await act(async () => finishLoad());
    expect(screen.queryByTestId("loading-overlay")).toBeNull();
    expect(store.get(loadingAtom)).toBe(false);
  });

  it("hides when the browser shows the page again from its back/forward cache", () => {
    const store = setup();
    act(() => store.set(loadingAtom, true));
    act(() => void window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true })));
    expect(store.get(loadingAtom)).toBe(false);
  });
});

describe("redirectWithOverlay", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the overlay, goes after 1000 ms by default, then hides it", () => {
    const setLoading = vi.fn();
    const assign = vi.fn();
    redirectWithOverlay("/payback/sandbox", {}, { setLoading, assign });
    expect(setLoading).toHaveBeenLastCalledWith(true);
    vi.advanceTimersByTime(999);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith("/payback/sandbox");
    expect(setLoading).toHaveBeenLastCalledWith(false);
  });

  it("can open a new tab after its own delay, or be cancelled", () => {
    const setLoading = vi.fn();
    const assign = vi.fn();
    const openTab = vi.fn();
    redirectWithOverlay("https://pay.example/", { delay: 200, newTab: true }, { setLoading, assign, openTab });
    vi.advanceTimersByTime(200);
    expect(openTab).toHaveBeenCalledWith("https://pay.example/");
    expect(assign).not.toHaveBeenCalled();
    const cancel = redirectWithOverlay("/x", {}, { setLoading, assign });
    cancel();
    vi.advanceTimersByTime(5000);
    expect(assign).not.toHaveBeenCalled();
    expect(setLoading).toHaveBeenLastCalledWith(false);
  });
});
