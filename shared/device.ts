export type DeviceType = "mobile" | "tablet" | "desktop";

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i;
const MOBILE = /Mobi|iPhone|iPod|Android.*Mobile|BlackBerry|IEMobile|Opera Mini|webOS/i;

/** Device type from the user agent, so the server's first render already fits the screen. */
export function detectDevice(userAgent: string | null | undefined): DeviceType {
  const ua = userAgent ?? "";
  if (TABLET.test(ua)) return "tablet";
  if (MOBILE.test(ua)) return "mobile";
  return "desktop";
}
