import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastHost } from "./toast-host";
import { TOAST_TYPES } from "./toast-store";
import { useToast, type ToastApi } from "./use-toast";
import { renderUi } from "./testing";

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

function setup() {
  renderUi(
    <>
      <Capture />
      <ToastHost />
    </>,
  );
}

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const status = () => screen.getByRole("status");
const alert = () => screen.getByRole("alert");

describe("Toast", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setup();
  });
  afterEach(() => vi.useRealTimers());

  it("offers every type, errors and warnings as alerts, the rest as status messages", () => {
    act(() => TOAST_TYPES.forEach((type) => api[type](`${type} message`)));
    for (const type of ["open", "info", "success", "loading"]) expect(within(status()).getByText(`${type} message`)).toBeTruthy();
    for (const type of ["error", "warning"]) expect(within(alert()).getByText(`${type} message`)).toBeTruthy();
  });

  it("hides after 3000 ms by default", () => {
    act(() => void api.success("Saved"));
    advance(2999);
    expect(screen.queryByText("Saved")).not.toBeNull();
    advance(1);
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("hides after its own duration", () => {
    act(() => void api.info({ message: "Quick", duration: 500 }));
    advance(500);
    expect(screen.queryByText("Quick")).toBeNull();
  });

  it("pauses while hovered and resumes with the time that was left", () => {
    act(() => void api.info("Hover me"));
    advance(1000);
    fireEvent.mouseEnter(screen.getByText("Hover me").parentElement!);
    advance(60_000);
    expect(screen.queryByText("Hover me")).not.toBeNull();
    fireEvent.mouseLeave(screen.getByText("Hover me").parentElement!);
    advance(1999);
    expect(screen.queryByText("Hover me")).not.toBeNull();
    advance(1);
    expect(screen.queryByText("Hover me")).toBeNull();
  });

  it("stays open with a null duration", () => {
    act(() => void api.loading({ message: "Working", duration: null }));
    advance(3_600_000);
    expect(screen.queryByText("Working")).not.toBeNull();
  });

  it("closes by hand only when closable", () => {
    act(() => {
      api.error({ message: "Sticky", duration: null, closable: true });
      api.warning({ message: "Plain", duration: null });
    });
    expect(within(screen.getByText("Plain").parentElement!).queryByRole("button")).toBeNull();
    fireEvent.click(within(screen.getByText("Sticky").parentElement!).getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Sticky")).toBeNull();
    expect(screen.queryByText("Plain")).not.toBeNull();
  });

  it("closes one toast or all of them through the API", () => {
    let id = 0;
    act(() => {
      id = api.open({ message: "One", duration: null });
      api.open({ message: "Two", duration: null });
    });
    act(() => api.close(id));
    expect(screen.queryByText("One")).toBeNull();
    act(() => api.closeAll());
    expect(screen.queryByText("Two")).toBeNull();
  });
});
