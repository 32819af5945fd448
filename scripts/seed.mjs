// Seeds demo data into the local database through the same bindings the worker uses.
// Every module in scripts/seeds/ exports `seed(env)`; they run in file-name order and each
// checks for itself whether its data is already there, so seeding twice changes nothing.
import { readdirSync } from "node:fs";
import { getPlatformProxy } from "wrangler";
import { PERSIST_DIR } from "./lib.mjs";

export async function seedIfEmpty() {
  const dir = new URL("./seeds/", import.meta.url);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".mjs") && !f.endsWith(".test.mjs"))
    .sort();
  if (files.length === 0) return;
  const proxy = await getPlatformProxy({ configPath: "wrangler.jsonc", persist: { path: `${PERSIST_DIR}/v3` } });
  try {
    for (const file of files) {
      const { seed } = await import(new URL(file, dir).href);
      await seed(proxy.env);
    }
  } finally {
    await proxy.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await seedIfEmpty();
