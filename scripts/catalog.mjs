// The catalogue from the command line, through the back office's own endpoints so the import
// runs the same code in workerd as the /admin/import screen (docs/decisions/1000-catalogue-import.md):
//
//   npm run catalog:import -- FILE.csv --store us [--language en] [--images DIR] [--dry-run]
//                             [--archive-missing] [--skip-invalid] [--no-fetch]
//   npm run catalog:export -- --store us [--language en] > out.csv
//
// It talks to the local shop at --url (default http://localhost:$PORT, 8787); when nothing
// answers there it serves the last build itself with Miniflare on the local state `npm start`
// uses (PERSIST_DIR), for the length of the command. Staff sign in with --email/--password
// (CATALOG_EMAIL/CATALOG_PASSWORD; locally the seeded owner). --remote is not supported: a
// deployed back office sits behind Cloudflare Access, whose service tokens carry no staff email.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import { parseArgs } from "node:util";
import { PERSIST_DIR } from "./lib.mjs";

const IMAGE_TYPES = new Set([".jpg", ".jpeg", ".png", ".webp", ".gif"]);
const MAX_FILES_PER_CALL = 100;

export function parseCommand(argv) {
  const [command, ...rest] = argv;
  if (command !== "import" && command !== "export") throw new Error("usage: catalog.mjs import FILE.csv --store us … | export --store us");
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      store: { type: "string" },
      language: { type: "string", default: "en" },
      images: { type: "string" },
      "dry-run": { type: "boolean", default: false },
      "archive-missing": { type: "boolean", default: false },
      "skip-invalid": { type: "boolean", default: false },
      "no-fetch": { type: "boolean", default: false },
      remote: { type: "boolean", default: false },
      url: { type: "string" },
      email: { type: "string" },
      password: { type: "string" },
    },
  });
  if (values.remote) throw new Error("--remote is not supported: import through the deployed back office's /admin/import screen.");
  if (!values.store) throw new Error("--store is required (us, uk, de, fr, mx, us_vip, apparel, heycharm).");
  if (command === "import" && positionals.length !== 1) throw new Error("Name one CSV file to import.");
  return { command, file: positionals[0], ...values };
}

/** Pictures of a directory by file name, base64, for the import's `files`. */
export function readImages(dir) {
  if (!dir) return [];
  return readdirSync(dir)
    .filter((name) => IMAGE_TYPES.has(extname(name).toLowerCase()) && statSync(join(dir, name)).isFile())
    .map((name) => ({ name, data: readFileSync(join(dir, name)).toString("base64") }));
}

async function reachable(url) {
  try {
    await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

async function signIn(url, email, password) {
  const response = await fetch(`${url}/api/admin/signIn`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify({ email, password }),
  });
  const envelope = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`Sign-in refused: ${envelope?.message ?? response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { "Content-Type": "application/json", Origin: url, Cookie: cookie };
}

function printReport(report, message) {
  const out = process.stderr;
  out.write(`${message}\n`);
  if (!report) return;
  const line = (name, c) =>
    out.write(`${name.padEnd(9)} created ${c.created}  updated ${c.updated}  unchanged ${c.unchanged}  skipped ${c.skipped}\n`);
  out.write(`store ${report.store}, ${report.rows} rows\n`);
  line("products", report.products);
  line("variants", report.variants);
  if (report.categoriesCreated.length) out.write(`new categories: ${report.categoriesCreated.join(", ")}\n`);
  if (report.optionsCreated.length) out.write(`new options: ${report.optionsCreated.join(", ")}\n`);
  if (report.missing) out.write(`store products not in the file: ${report.missing} (archived: ${report.archived})\n`);
  if (report.applied) out.write(`pictures stored ${report.images.stored}, left out ${report.images.failed}; redirects ${report.redirects}\n`);
  for (const p of report.problems) out.write(`line ${p.line}${p.handle ? ` ${p.handle}` : ""}: ${p.severity}: ${p.message}\n`);
}

async function main() {
  // stdout is the export's CSV: whatever the local runtime logs goes to stderr.
  console.log = (...args) => console.error(...args);
  const options = parseCommand(process.argv.slice(2));
  let url = (options.url ?? `http://localhost:${process.env.PORT ?? 8787}`).replace(/\/+$/, "");
  let server = null;
  if (!(await reachable(url))) {
    if (!existsSync("build/server/wrangler.json"))
      throw new Error(`Nothing answers at ${url} and there is no build: run npm start (or npm run build) first.`);
    const { serveBuild } = await import("./local-server.mjs");
    server = await serveBuild({ port: 0, persistDir: PERSIST_DIR, host: "127.0.0.1" });
    url = (await server.ready).origin;
  }
  try {
    if (!options.email || !options.password) {
      const { STAFF_ACCOUNTS, STAFF_PASSWORD } = await import("./seeds/700-staff.mjs");
      options.email ??= process.env.CATALOG_EMAIL ?? STAFF_ACCOUNTS.find((a) => a.role === "owner").email;
      options.password ??= process.env.CATALOG_PASSWORD ?? STAFF_PASSWORD;
    }
    const headers = await signIn(url, options.email, options.password);
    if (options.command === "export") {
      const response = await fetch(
        `${url}/api/admin/catalog/export?store=${encodeURIComponent(options.store)}&language=${encodeURIComponent(options.language)}`,
        { headers },
      );
      if (!response.ok) throw new Error(`Export refused: ${(await response.json().catch(() => null))?.message ?? response.status}`);
      process.stdout.write(await response.text());
      return;
    }
    const files = readImages(options.images);
    if (files.length > MAX_FILES_PER_CALL)
      process.stderr.write(`${files.length} pictures: only the first ${MAX_FILES_PER_CALL} matching ones are sent per run.\n`);
    const csv = readFileSync(options.file, "utf8");
    const wanted = new Set([...csv.matchAll(/[^/,"\s]+\.(?:jpe?g|png|webp|gif)/gi)].map((m) => decodeURIComponent(m[0])));
    const response = await fetch(`${url}/api/admin/catalog/import`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        store: options.store,
        language: options.language,
        csv,
        dryRun: options["dry-run"],
        skipInvalid: options["skip-invalid"],
        archiveMissing: options["archive-missing"],
        fetchImages: !options["no-fetch"],
        files: files.filter((f) => wanted.has(f.name)).slice(0, MAX_FILES_PER_CALL),
      }),
    });
    const envelope = await response.json().catch(() => null);
    const report = envelope?.data?.report ?? (response.ok ? envelope?.data : null);
    printReport(report, envelope?.message ?? `HTTP ${response.status}`);
    if (!response.ok) process.exitCode = 1;
  } finally {
    await server?.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  });
}
