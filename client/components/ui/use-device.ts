import { useAtomValue } from "jotai";
import type { DeviceType } from "~/shared/device";
import { deviceAtom } from "../../atoms/shell";

export interface Device {
  type: DeviceType;
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
}

/**
 * The device type the server detected from the user agent (shared/device.ts). It is in the
 * shell state, so the first render on the server and in the browser agree.
 */
export function useDevice(): Device {
  const type = useAtomValue(deviceAtom);
  return { type, isMobile: type === "mobile", isTablet: type === "tablet", isDesktop: type === "desktop" };
}
