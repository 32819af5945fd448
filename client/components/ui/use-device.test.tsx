import { screen } from "@testing-library/react";
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { detectDevice } from "~/shared/device";
import type { ShellState } from "~/shared/shell-state";
import { shellStateAtom } from "../../atoms/shell";
import { renderUi } from "./testing";
import { useDevice } from "./use-device";

function Probe() {
  const device = useDevice();
  return <output>{JSON.stringify(device)}</output>;
}

const withDevice = (userAgent: string) => {
  const store = createStore();
  store.set(shellStateAtom, { device: detectDevice(userAgent) } as ShellState);
  return store;
};

describe("useDevice", () => {
  it("reads the device the server detected from the user agent", () => {
    renderUi(<Probe />, { store: withDevice("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148") });
    expect(JSON.parse(screen.getByRole("status").textContent!)).toEqual({ type: "mobile", isMobile: true, isTablet: false, isDesktop: false });
  });

  it("knows tablets and desktops", () => {
    const { unmount } = renderUi(<Probe />, { store: withDevice("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)") });
    expect(JSON.parse(screen.getByRole("status").textContent!).type).toBe("tablet");
    unmount();
    renderUi(<Probe />, { store: withDevice("Mozilla/5.0 (X11; Linux x86_64) Chrome/120") });
    expect(JSON.parse(screen.getByRole("status").textContent!).isDesktop).toBe(true);
  });

  it("is desktop before the shell state arrives", () => {
    renderUi(<Probe />);
    expect(JSON.parse(screen.getByRole("status").textContent!).type).toBe("desktop");
  });
});
