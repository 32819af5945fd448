// Seeds the demo data into an empty local database, through the same bindings the worker uses.
import { getPlatformProxy } from "wrangler";
import { PERSIST_DIR } from "./lib.mjs";

const SEEDERS = [];

/** Later issues register their seeders here (catalogue, coupons, …); each runs only on empty data. */
export function registerSeeder(seeder) {
  SEEDERS.push(seeder);
}

export async function seedIfEmpty() {
  if (SEEDERS.length === 0) return;
  const proxy = await getPlatformProxy({ configPath: "wrangler.toml", persist: { path: `${PERSIST_DIR}/v3` } });
  try {
    for (const seeder of SEEDERS) await seeder(proxy.env);
  } finally {
    await proxy.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await seedIfEmpty();
