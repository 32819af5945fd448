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
  /**
   * A random id of this browser's consent, given by the server when it records a decision
   * (docs/decisions/1327-data-rights.md): it joins the records of one browser and nothing else.
   */
  id?: string;
}

const CONSENT_ID = /^[A-Za-z0-9_-]{8,32}$/;

const CONSENT_REVISION = 1;

export function parseConsent(raw: string | null | undefined): ConsentRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentRecord>;
    if (!Array.isArray(value.categories)) return null;
    const categories = CONSENT_CATEGORIES.filter((c) => c === "necessary" || value.categories!.includes(c));
    const record: ConsentRecord = { categories, revision: Number(value.revision) || 0, decidedAt: String(value.decidedAt ?? "") };
    if (typeof value.id === "string" && CONSENT_ID.test(value.id)) record.id = value.id;
    return record;
  } catch {
    return null;
  }
}

export function makeConsent(accepted: readonly ConsentCategory[], now = new Date(), id?: string): ConsentRecord {
  const categories = CONSENT_CATEGORIES.filter((c) => c === "necessary" || accepted.includes(c));
  return { categories, revision: CONSENT_REVISION, decidedAt: now.toISOString(), ...(id ? { id } : {}) };
}

/** A decision that takes back a category the previous one granted: a withdrawal of consent (GDPR Art. 7(3)). */
export const withdraws = (before: ConsentRecord | null, after: ConsentRecord) =>
  Boolean(before?.categories.some((c) => !after.categories.includes(c)));

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
