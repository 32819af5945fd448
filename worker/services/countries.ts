export interface Country {
  iso2: string;
  name: string;
  phoneCode: string;
  hasStates: boolean;
  postalRequired: boolean;
}

const TTL_MS = 60_000;
let cached: { at: number; countries: Promise<Country[]> } | null = null;

/** The country list, held for a minute per isolate: every page's header needs it. */
export function listCountries(db: D1Database, now = Date.now()): Promise<Country[]> {
  if (cached && now - cached.at < TTL_MS) return cached.countries;
  const countries = db
    .prepare(
      `SELECT iso2, name, phone_code AS phoneCode, has_states AS hasStates, postal_required AS postalRequired
         FROM countries ORDER BY name`,
    )
    .all<{ iso2: string; name: string; phoneCode: string; hasStates: number; postalRequired: number }>()
    .then(({ results }) => results.map((r) => ({ ...r, hasStates: r.hasStates === 1, postalRequired: r.postalRequired === 1 })));
  cached = { at: now, countries };
  countries.catch(() => (cached = null));
  return countries;
}

export function forgetCountries() {
  cached = null;
}
