export interface StateOption {
  code: string;
  name: string;
}

/** States and provinces by country, for the countries whose addresses list them. */
export async function listStates(db: D1Database): Promise<Record<string, StateOption[]>> {
  const { results } = await db
    .prepare("SELECT country, code, name FROM country_states ORDER BY country, name")
    .all<{ country: string; code: string; name: string }>();
  const byCountry: Record<string, StateOption[]> = {};
  for (const row of results) (byCountry[row.country] ??= []).push({ code: row.code, name: row.name });
  return byCountry;
}
