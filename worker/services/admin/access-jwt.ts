import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from "jose";

/**
 * Cloudflare Access puts a signed JWT (RS256) on every request it lets through, in the
 * `Cf-Access-Jwt-Assertion` header. The worker verifies it itself — signature against the
 * team's published keys, audience, issuer and expiry — because a request can reach the worker
 * by other routes than Access (workers.dev, a misconfigured policy). `jose` does the JOSE part
 * (key set cache, key selection, signature, registered claims); this module fixes the policy
 * and names each refusal (docs/decisions/0013-access-jwt-with-jose.md).
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

/**
 * Keys are kept per isolate for 10 minutes; an unknown `kid` refetches early, at most once per
 * 30 s, so forged key ids cannot make the worker hammer Access. A certs request that takes
 * longer than 3 s is given up: the back office answers 403 rather than hanging on Access.
 */
const KEY_SET_OPTIONS = { cacheMaxAge: 10 * 60 * 1000, cooldownDuration: 30 * 1000, timeoutDuration: 3000 };
/** Clock difference tolerated between Access and this worker. */
const LEEWAY_SECONDS = 30;
/** Longer than any assertion Access issues; a bigger header is refused before any parsing. */
const MAX_TOKEN_LENGTH = 16_384;

const keySets = new Map<string, JWTVerifyGetKey>();

/** For tests: forget every cached key set. */
export const forgetAccessKeys = () => keySets.clear();

function keySetFor(settings: AccessSettings): JWTVerifyGetKey {
  const url = `${settings.issuer}/cdn-cgi/access/certs`;
  let set = keySets.get(url);
  if (!set) keySets.set(url, (set = createRemoteJWKSet(new URL(url), KEY_SET_OPTIONS)));
  return set;
}

/** jose's error, as the refusal the middleware logs. */
function refusalOf(error: unknown): AccessRefusal {
  if (error instanceof errors.JWTExpired) return "expired";
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "aud") return "audience";
    if (error.claim === "iss") return "issuer";
    if (error.claim === "nbf") return "notYetValid";
    if (error.claim === "exp") return "expired";
    return "malformed";
  }
  if (error instanceof errors.JOSEAlgNotAllowed) return "algorithm";
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) return "unknownKey";
  if (error instanceof errors.JWSSignatureVerificationFailed) return "signature";
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return "malformed";
  // The certs could not be had: a timeout, a network error, an answer that is no key set.
  console.error("Access certs could not be fetched", error);
  return "keysUnavailable";
}

export async function verifyAccessJwt(token: string | undefined, settings: AccessSettings, now = Date.now()): Promise<AccessVerdict> {
  const refuse = (reason: AccessRefusal): AccessVerdict => ({ ok: false, reason });
  if (!token) return refuse("missing");
  if (token.split(".").length !== 3 || token.length > MAX_TOKEN_LENGTH) return refuse("malformed");
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(token, keySetFor(settings), {
      // Only RS256: a token must never choose its own algorithm ("none", HS256 with the public key).
      algorithms: ["RS256"],
      audience: settings.audience,
      issuer: settings.issuer,
      requiredClaims: ["exp"],
      clockTolerance: LEEWAY_SECONDS,
      currentDate: new Date(now),
    }));
  } catch (error) {
    return refuse(refusalOf(error));
  }
  if (typeof claims.email !== "string" || !claims.email.includes("@")) return refuse("noEmail");
  return { ok: true, email: claims.email.toLowerCase() };
}
