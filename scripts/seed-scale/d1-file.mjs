// Where Miniflare keeps the local D1 database: one SQLite file per database under the persist
// directory (the Durable Object that serves D1 locally), named by a hash of the database id.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

export function localD1File(persistDir) {
  const dir = join(persistDir, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite") : [];
  if (files.length !== 1) {
    throw new Error(`Expected one local D1 database in ${dir}, found ${files.length}: run \`npm start\` once (it migrates and seeds) and stop it.`);
  }
  return join(dir, files[0]);
}
