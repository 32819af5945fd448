export interface Country {
  iso2: string;
  name: string;
  phoneCode: string;
  hasStates: boolean;
  postalRequired: boolean;
}

export async function listCountries(db: D1Database): Promise<Country[]> {
  const { results } = await db
    .prepare(
      `SELECT iso2, name, phone_code AS phoneCode, has_states AS hasStates, postal_required AS postalRequired
         FROM countries ORDER BY name`,
    )
    .all<{ iso2: string; name: string; phoneCode: string; hasStates: number; postalRequired: number }>();
  return results.map((r) => ({ ...r, hasStates: r.hasStates === 1, postalRequired: r.postalRequired === 1 }));
}
