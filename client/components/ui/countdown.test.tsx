import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Countdown } from "./countdown";
import { countdownParts } from "./countdown-parts";
import { renderUi } from "./testing";

describe("countdownParts", () => {
  it("pads hours, minutes and seconds to two digits", () => {
    expect(countdownParts(3 * 3600 + 4 * 60 + 5)).toEqual({ days: 0, hours: "03", minutes: "04", seconds: "05" });
    expect(countdownParts(2 * 86_400 + 59)).toEqual({ days: 2, hours: "00", minutes: "00", seconds: "59" });
    expect(countdownParts(-10)).toEqual({ days: 0, hours: "00", minutes: "00", seconds: "00" });
  });
});

describe("Countdown", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

  it("shows days only when there are any", () => {
    const { unmount } = renderUi(<Countdown seconds={86_400 + 3661} />);
    expect(screen.getByRole("timer").textContent).toBe("1 day 01:01:01");
    unmount();
    renderUi(<Countdown seconds={3661} />);
    expect(screen.getByRole("timer").textContent).toBe("01:01:01");
  });

  it("ticks down each second to zero, then stops and tells its owner", () => {
    const onFinish = vi.fn();
    renderUi(<Countdown seconds={3} onFinish={onFinish} label="Sale ends in" />);
    const timer = screen.getByRole("timer", { name: "Sale ends in" });
    tick(1000);
    expect(timer.textContent).toBe("00:00:02");
    tick(2000);
    expect(timer.textContent).toBe("00:00:00");
    expect(onFinish).toHaveBeenCalledTimes(1);
    tick(5000);
    expect(timer.textContent).toBe("00:00:00");
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it("crosses from days to hours", () => {
    renderUi(<Countdown seconds={86_400} />);
    tick(1000);
    expect(screen.getByRole("timer").textContent).toBe("23:59:59");
  });
});
