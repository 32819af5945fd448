import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate, formatDateTime, prepareDateFormat } from "./format-date";

describe("formatDate", () => {
  afterEach(() => vi.useRealTimers());

  it("writes the date in UTC as the language does", () => {
    const ms = Date.UTC(2026, 10, 26, 23, 30);
    expect(formatDate(ms, "en")).toBe("Nov 26, 2026");
    expect(formatDate(ms, "de")).toBe("26. Nov. 2026");
  });

  it("writes a date and time in UTC, the medium date and short time of the language", () => {
    const ms = Date.UTC(2026, 10, 26, 23, 30);
    expect(formatDateTime(ms, "en")).toBe(new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(ms));
    expect(formatDateTime(ms, "de")).toBe("26.11.2026, 23:30");
  });

  it("makes one formatter per language, the first one ahead in a task of its own", () => {
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, "DateTimeFormat");
    prepareDateFormat("fr");
    expect(made).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(made).toHaveBeenCalledOnce();
    formatDate(0, "fr");
    formatDate(86_400_000, "fr");
    prepareDateFormat("fr");
    vi.runAllTimers();
    expect(made).toHaveBeenCalledOnce();
    made.mockRestore();
  });
});
