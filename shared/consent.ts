import { COOKIE, cookieMaxAgeSeconds } from "./cookies";
import { EU_MEMBERS } from "./eu-members";
import type { StoreKey } from "./stores";

/** EU and EEA members, the United Kingdom and Switzerland: where consent is asked first. */
const CONSENT_COUNTRIES = new Set<string>([...EU_MEMBERS, "IS", "LI", "NO", "GB", "CH"]);

const CONSENT_CATEGORIES = ["necessary", "analytics", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** What `cc_cookie` holds: the accepted categories (necessary is always among them). */
export interface ConsentRecord {
  categories: ConsentCategory[];
  revision: number;
  /** ISO timestamp of the decision. */
  decidedAt: string;
}

const CONSENT_REVISION = 1;

export function parseConsent(raw: string | null | undefined): ConsentRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentRecord>;
    if (!Array.isArray(value.categories)) return null;
    const categories = CONSENT_CATEGORIES.filter((c) => c === "necessary" || value.categories!.includes(c));
    return { categories, revision: Number(value.revision) || 0, decidedAt: String(value.decidedAt ?? "") };
  } catch {
    return null;
  }
}

export function makeConsent(accepted: readonly ConsentCategory[], now = new Date()): ConsentRecord {
  const categories = CONSENT_CATEGORIES.filter((c) => c === "necessary" || accepted.includes(c));
  return { categories, revision: CONSENT_REVISION, decidedAt: now.toISOString() };
}

/** The banner shows only without a decision, for visitors in the list or on the UK store. */
export function shouldAskConsent(input: { consent: ConsentRecord | null; country: string; store: StoreKey }): boolean {
  if (input.consent) return false;
  return input.store === "uk" || CONSENT_COUNTRIES.has(input.country);
}

/**
 * Whether a category may run. Outside the consent countries nothing is asked and the shop
 * runs as the visitor's law allows; inside them only what was accepted runs.
 */
export function consentAllows(category: ConsentCategory, input: { consent: ConsentRecord | null; askConsent: boolean }): boolean {
  if (category === "necessary") return true;
  if (input.consent) return input.consent.categories.includes(category);
  return !input.askConsent;
}

/**
 * The one spelling of `cc_cookie` as a cookie line: the banner writes it with
 * `document.cookie`, the cookie settings form's answer with `Set-Cookie`.
 */
export function consentCookieLine(record: ConsentRecord, secure: boolean): string {
  const tail = `; Path=/; Max-Age=${cookieMaxAgeSeconds()}; SameSite=Lax${secure ? "; Secure" : ""}`;
  return `${COOKIE.consent}=${encodeURIComponent(JSON.stringify(record))}${tail}`;
}

/** The categories a visitor may switch (necessary always runs). */
export const OPTIONAL_CATEGORIES = ["analytics", "marketing"] as const satisfies readonly ConsentCategory[];
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

/**
 * What a cookie settings form asks for: "all", "none", or the ticked categories. Any other
 * `choice` is refused (null), so a crafted post never stores a half-read decision.
 */
export function acceptedFromForm(form: { choice?: unknown; analytics?: unknown; marketing?: unknown }): ConsentCategory[] | null {
  if (form.choice === "all") return [...OPTIONAL_CATEGORIES];
  if (form.choice === "none") return [];
  if (form.choice !== undefined && form.choice !== "save") return null;
  return OPTIONAL_CATEGORIES.filter((category) => form[category] === "on" || form[category] === "true");
}
