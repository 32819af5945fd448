import { VISIT_ID, VISIT_STORAGE_KEY, type LcpBucket } from "~/shared/insight";

/**
 * The visit insight counts events under: a random id, the campaign and the landing path it
 * began with, and its landing page's LCP bucket once measured. Kept in sessionStorage (this
 * tab, this visit) and only once statistics consent is given (docs/decisions/1360-merchant-insight.md).
 */
export interface Visit {
  id: string;
  campaign: string;
  landing: string;
  lcp?: LcpBucket;
}

const KEY = VISIT_STORAGE_KEY;
const UTM = ["utm_source", "utm_medium", "utm_campaign"] as const;

/** The campaign a landing URL names: utm_* as "source / medium / campaign", then fbmedium and couponcode; '' for none. */
export function campaignOf(search: string): string {
  const params = new URLSearchParams(search);
  const utm = UTM.map((name) => params.get(name)?.trim() ?? "").filter(Boolean);
  const parts = [utm.join(" / ")];
  for (const name of ["fbmedium", "couponcode"]) {
    const value = params.get(name)?.trim();
    if (value) parts.push(`${name}=${value}`);
  }
  return parts.filter(Boolean).join(" · ").slice(0, 120);
}

function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function stored(): Visit | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Visit | null;
    return value && VISIT_ID.test(value.id) ? value : null;
  } catch {
    return null;
  }
}

function keep(visit: Visit) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage refused (private mode, full): the visit lives as long as the page.
  }
}

let current: Visit | null = null;

/**
 * This tab's visit; a new one when there is none yet or the address names another campaign
 * (a second campaign link opened in the same tab). `fresh` says that it began here.
 */
export function visitFor(location: { pathname: string; search: string }): { visit: Visit; fresh: boolean } {
  const campaign = campaignOf(location.search);
  const known = current ?? stored();
  if (known && (!campaign || campaign === known.campaign)) return { visit: (current = known), fresh: false };
  current = { id: newId(), campaign, landing: location.pathname.slice(0, 256) };
  keep(current);
  return { visit: current, fresh: true };
}

/** The visit as it is now, if one began. */
export const currentVisit = (): Visit | null => current ?? stored();

/** Sets the visit's LCP bucket once: its landing page's. */
export function setVisitLcp(bucket: LcpBucket) {
  const visit = currentVisit();
  if (!visit || visit.lcp) return;
  current = { ...visit, lcp: bucket };
  keep(current);
}

/** Forgets the visit (consent withdrawn). */
export function forgetVisit() {
  current = null;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
