import { describe, expect, it } from "vitest";
import { detectDevice } from "./device";

describe("detectDevice", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148", "mobile"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36", "mobile"],
    ["Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)", "tablet"],
    ["Mozilla/5.0 (Linux; Android 13; SM-X700) Safari/537.36", "tablet"],
    ["Mozilla/5.0 (X11; Linux x86_64) Chrome/120", "desktop"],
    [undefined, "desktop"],
  ])("tells phones, tablets and desktops apart: %s is %s", (userAgent, device) => {
    expect(detectDevice(userAgent)).toBe(device);
  });
});
