import { toBase64Url } from "../services/bytes";
import { json } from "./fake-http";

/**
 * A Cloudflare Access team for the back office's tests: an RSA key pair made in the test, its
 * JWKS served at the team's /cdn-cgi/access/certs, and tokens signed the way Access signs them.
 */
export const FAKE_ACCESS = {
  team: "heliora-test",
  issuer: "https://heliora-test.cloudflareaccess.com",
  audience: "aud-back-office-0123",
};
export const ACCESS_ENV = {
  ACCESS_TEAM_DOMAIN: FAKE_ACCESS.team,
  ACCESS_AUD: FAKE_ACCESS.audience,
};

const encode = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));

export interface AccessKey {
  kid: string;
  privateKey: CryptoKey;
  jwk: JsonWebKey & { kid: string };
}

export async function accessKey(kid = `kid-${crypto.randomUUID().slice(0, 8)}`): Promise<AccessKey> {
  const pair = (await crypto.subtle.generateKey(
    {
      name: "RSASSA-PKCS1-v1_5",
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: "SHA-256",
    },
    true,
    ["sign", "verify"],
  )) as CryptoKeyPair;
  const exported = (await crypto.subtle.exportKey("jwk", pair.publicKey)) as JsonWebKey;
  return {
    kid,
    privateKey: pair.privateKey,
    jwk: {
      kty: "RSA",
      n: exported.n,
      e: exported.e,
      alg: "RS256",
      use: "sig",
      kid,
    },
  };
}

/** A token as Access issues it; `claims` and `header` override what a test is about. */
export async function accessToken(key: AccessKey, claims: Record<string, unknown> = {}, header: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  const body = {
    aud: [FAKE_ACCESS.audience],
    email: "owner@heliora.example",
    iss: FAKE_ACCESS.issuer,
    iat: now,
    nbf: now,
    exp: now + 3600,
    sub: "user-1",
    ...claims,
  };
  const signingInput = `${encode({ alg: "RS256", kid: key.kid, typ: "JWT", ...header })}.${encode(body)}`;
  const signature = await crypto.subtle.sign("RSASSA-PKCS1-v1_5", key.privateKey, new TextEncoder().encode(signingInput));
  return `${signingInput}.${toBase64Url(new Uint8Array(signature))}`;
}

/** The `fetch` to stub in: answers the team's certs with `keys()` (so a test can rotate them), counts the calls. */
export function fakeAccessFetch(keys: () => AccessKey[], realFetch: typeof fetch) {
  const state = { certsCalls: 0 };
  const fetcher = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new Request(input, init).url;
    if (url !== `${FAKE_ACCESS.issuer}/cdn-cgi/access/certs`) return realFetch(input, init);
    state.certsCalls++;
    return Promise.resolve(
      json(200, {
        keys: keys().map((k) => k.jwk),
        public_cert: { kid: "x", cert: "" },
      }),
    );
  };
  return { fetcher, state };
}
