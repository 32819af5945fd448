import { API_CODE, type Envelope } from "~/shared/api-envelope";
import type { ShellState } from "~/shared/shell-state";

/**
 * Headers of docs/architecture.md#api that every call sends; the token itself travels in its HttpOnly cookie.
 * A page from the shared edge cache (`personalized: false`) holds placeholders for the
 * visitor's uuid and countries until visitor/state answers: those are left out, so the edge
 * reads the visitor's cookies instead (a ship-to header would otherwise win over them).
 */
export function apiHeaders(
  state: Pick<ShellState, "uuid" | "currency" | "language" | "shipCountry" | "webp" | "country"> & { personalized?: boolean },
): Record<string, string> {
  const own = state.personalized !== false;
  return {
    "Content-Type": "application/json",
    ...(own ? { uuid: state.uuid } : {}),
    currency: state.currency,
    domain: window.location.host,
    languageCode: state.language,
    ...(own ? { shipCountryIso: state.shipCountry, clientCountryCode: state.country } : {}),
    isSupportWebp: state.webp ? "1" : "0",
  };
}

const RESULT_NULL: Envelope<null> = { code: API_CODE.resultNull, message: "result Null", data: null };

/**
 * Posts JSON to `{prefix}{area/action}` and reads the envelope. 40001 sends the shopper to
 * /login and back; an empty answer is 50001 "result Null"; a network error is logged and
 * re-thrown.
 */
export async function callApi<T>(
  state: Parameters<typeof apiHeaders>[0] & { apiPrefix: string },
  path: string,
  body?: unknown,
): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await fetch(`${state.apiPrefix}${path}`, {
      method: "POST",
      headers: apiHeaders(state),
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch (error) {
    console.error(`API ${path} failed`, error);
    throw error;
  }
  const text = await response.text();
  if (!text) return RESULT_NULL as Envelope<T>;
  let envelope: Envelope<T>;
  try {
    envelope = JSON.parse(text) as Envelope<T>;
  } catch {
    return RESULT_NULL as Envelope<T>;
  }
  if (envelope.code === API_CODE.signInRequired) {
    const back = `${window.location.pathname}${window.location.search}`;
    window.location.assign(`/login?redirect_url=${encodeURIComponent(back)}`);
  }
  return envelope;
}

export function readCookie(name: string): string | null {
  const found = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}
