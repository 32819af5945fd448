const ALPHABET = "23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ";
const TTL_SECONDS = 60 * 60 * 24 * 180;
const KEY_RE = /^[A-Za-z0-9]{4,32}$/;

/**
 * Reduces a URL to a path of our own site, or null when it points elsewhere: a short link
 * must never become an open redirect.
 */
export function ownPath(raw: string, siteOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(raw, siteOrigin);
  } catch {
    return null;
  }
  const site = new URL(siteOrigin);
  if (url.protocol !== site.protocol || url.host !== site.host) return null;
  if (!url.pathname.startsWith("/") || url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function randomKey(length = 7): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
}

export async function createShortLink(kv: KVNamespace, path: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const key = randomKey();
    if ((await kv.get(`surl:${key}`)) === null) {
      await kv.put(`surl:${key}`, path, { expirationTtl: TTL_SECONDS });
      return key;
    }
  }
  throw new Error("Could not allocate a short link key");
}

/** The stored path of a short link, or null when it is unknown or malformed. */
export async function restoreShortLink(kv: KVNamespace, key: string): Promise<string | null> {
  if (!KEY_RE.test(key)) return null;
  const path = await kv.get(`surl:${key}`);
  return path && path.startsWith("/") && !path.startsWith("//") ? path : null;
}
