const OWN = "http://own-site.invalid";

/**
 * Where `?redirect_url=` may send the shopper after signing in: only a path of our own site.
 * An absolute URL (even our own), a protocol-relative `//host`, a backslash trick or a
 * control character all go to `fallback` (so the shopper returns to where they were, never to another site).
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (!value) return fallback;
  const text = value.trim();
  if (!text.startsWith("/") || text.startsWith("//")) return fallback;
  // Browsers read "\" as "/" and drop tabs and newlines, so "/\evil.com" would leave the site.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(text)) return fallback;
  try {
    const url = new URL(text, OWN);
    if (url.origin !== OWN) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
