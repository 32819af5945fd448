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
  const startProxy = () => getPlatformProxy({ configPath: "wrangler.jsonc", persist: { path: `${PERSIST_DIR}/v3` } });
  let proxy = await startProxy();
  try {
    for (const file of files) {
      const { seed } = await import(new URL(file, dir).href);
      try {
        await seed(proxy.env);
      } catch (error) {
        // On a busy machine the local workerd behind the proxy has dropped a connection mid-seed
        // ("other side closed"). Each seed checks what is already there, so it is run once more
        // on a fresh proxy; any other error, or a second drop, stops the start.
        if (!droppedConnection(error)) throw error;
        console.warn(`seed ${file}: the local runtime dropped the connection; seeding it again`);
        await proxy.dispose().catch(() => {});
        proxy = await startProxy();
        await seed(proxy.env);
      }
    }
  } finally {
    await proxy.dispose();
  }
}

/** True for undici's errors of a connection the other side closed or reset. */
export function droppedConnection(error) {
  for (let e = error; e; e = e.cause) {
    if (["UND_ERR_SOCKET", "ECONNRESET", "ECONNREFUSED"].includes(e.code)) return true;
  }
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) await seedIfEmpty();
