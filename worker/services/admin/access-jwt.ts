import { fromBase64Url } from "../bytes";

/**
 * Cloudflare Access puts a signed JWT (RS256) on every request it lets through, in the
 * `Cf-Access-Jwt-Assertion` header. The worker verifies it itself — signature against the
 * team's published keys, audience, issuer and expiry — because a request can reach the worker
 * by other routes than Access (workers.dev, a misconfigured policy). Web Crypto does RS256
 * natively in workerd, so no library is needed (docs/decisions/0700-back-office.md).
 */
export interface AccessSettings {
  /** `https://{team}.cloudflareaccess.com` */
  issuer: string;
  /** The Access application's audience tag. */
  audience: string;
}

export type AccessVerdict = { ok: true; email: string } | { ok: false; reason: AccessRefusal };
type AccessRefusal =
  | "missing"
  | "malformed"
  | "algorithm"
  | "unknownKey"
  | "signature"
  | "audience"
  | "issuer"
  | "expired"
  | "notYetValid"
  | "noEmail"
  | "keysUnavailable";

/** ACCESS_TEAM_DOMAIN may be given as `team`, `team.cloudflareaccess.com` or its URL. */
export function accessSettings(env: { ACCESS_TEAM_DOMAIN?: string; ACCESS_AUD?: string }): AccessSettings | null {
  const team = (env.ACCESS_TEAM_DOMAIN ?? "")
    .trim()
    .replace(/^https:\/\//, "")
    .replace(/\/+$/, "");
  const audience = (env.ACCESS_AUD ?? "").trim();
  if (!team || !audience || !/^[a-z0-9.-]+$/i.test(team)) return null;
  const host = team.includes(".") ? team : `${team}.cloudflareaccess.com`;
  return { issuer: `https://${host}`, audience };
}

const certsUrl = (settings: AccessSettings) => `${settings.issuer}/cdn-cgi/access/certs`;

/** Keys are kept per isolate this long; an unknown `kid` refetches early, at most once per REFETCH_GAP_MS. */
const KEYS_TTL_MS = 10 * 60 * 1000;
const REFETCH_GAP_MS = 30 * 1000;
/** Clock difference tolerated between Access and this worker. */
const LEEWAY_SECONDS = 30;

interface KeySet {
  keys: Map<string, CryptoKey>;
  fetchedAt: number;
}
const keySets = new Map<string, KeySet>();

/** For tests: forget every cached key set. */
export const forgetAccessKeys = () => keySets.clear();

async function fetchKeys(url: string, now: number): Promise<KeySet> {
  const response = await fetch(url, {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Access certs answered ${response.status}`);
  const body = (await response.json()) as {
    keys?: (JsonWebKey & { kid?: string })[];
  };
  const keys = new Map<string, CryptoKey>();
  for (const jwk of body.keys ?? []) {
    if (jwk.kty !== "RSA" || typeof jwk.kid !== "string" || (jwk.use && jwk.use !== "sig")) continue;
    const { kid, kty, n, e } = jwk;
    keys.set(kid, await crypto.subtle.importKey("jwk", { kty, n, e }, { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" }, false, ["verify"]));
  }
  const set = { keys, fetchedAt: now };
  keySets.set(url, set);
  return set;
}

/** The key named `kid`: from the cache while fresh; fetched when stale, or once early when unknown. */
async function keyFor(url: string, kid: string, now: number): Promise<CryptoKey | null | "unavailable"> {
  let set = keySets.get(url);
  try {
    if (!set || now - set.fetchedAt > KEYS_TTL_MS) set = await fetchKeys(url, now);
    else if (!set.keys.has(kid) && now - set.fetchedAt > REFETCH_GAP_MS) set = await fetchKeys(url, now);
  } catch (error) {
    console.error("Access certs could not be fetched", error);
    if (!set) return "unavailable";
  }
  return set.keys.get(kid) ?? null;
}

/** A JWT part: base64url only (atob would also take `+`, `/` and padding). */
function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("not base64url");
  return fromBase64Url(text);
}

const decodeJson = (text: string) => JSON.parse(new TextDecoder().decode(base64UrlBytes(text))) as Record<string, unknown>;

export async function verifyAccessJwt(token: string | undefined, settings: AccessSettings, now = Date.now()): Promise<AccessVerdict> {
  const refuse = (reason: AccessRefusal): AccessVerdict => ({
    ok: false,
    reason,
  });
  if (!token) return refuse("missing");
  const parts = token.split(".");
  if (parts.length !== 3 || token.length > 16_384) return refuse("malformed");
  let header: Record<string, unknown>;
  let claims: Record<string, unknown>;
  let signature: Uint8Array<ArrayBuffer>;
  try {
    header = decodeJson(parts[0]);
    claims = decodeJson(parts[1]);
    signature = base64UrlBytes(parts[2]);
  } catch {
    return refuse("malformed");
  }
  // Only RS256: a token must never choose its own algorithm ("none", HS256 with the public key).
  if (header.alg !== "RS256") return refuse("algorithm");
  if (typeof header.kid !== "string") return refuse("unknownKey");
  const key = await keyFor(certsUrl(settings), header.kid, now);
  if (key === "unavailable") return refuse("keysUnavailable");
  if (!key) return refuse("unknownKey");
  const signed = new TextEncoder().encode(`${parts[0]}.${parts[1]}`);
  if (!(await crypto.subtle.verify("RSASSA-PKCS1-v1_5", key, signature, signed))) return refuse("signature");

  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(settings.audience)) return refuse("audience");
  if (claims.iss !== settings.issuer) return refuse("issuer");
  const seconds = Math.floor(now / 1000);
  if (typeof claims.exp !== "number" || claims.exp + LEEWAY_SECONDS <= seconds) return refuse("expired");
  if (typeof claims.nbf === "number" && claims.nbf - LEEWAY_SECONDS > seconds) return refuse("notYetValid");
  if (typeof claims.email !== "string" || !claims.email.includes("@")) return refuse("noEmail");
  return { ok: true, email: claims.email.toLowerCase() };
}
