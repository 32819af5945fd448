// Reads the message catalogues and the app's sources as text, for the tests that keep them in
// step: every key the code asks for exists in every locale, and every page loads the
// catalogue areas its code needs (client/pages/page-areas.ts).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { PERMISSIONS } from "../shared/admin-roles";
import { CATALOG_AREAS, LOCALES, type CatalogArea, type Locale } from "../shared/i18n-config";

/** The project root: tests run from it (happy-dom gives modules no file: URL). */
export const ROOT = process.cwd();

/** msgid → msgstr of one catalogue file (the header entry left out). */
export function readCatalogue(locale: Locale, area: CatalogArea): Map<string, string> {
  const file = join(ROOT, "locales", locale, `${area}.po`);
  const entries = new Map<string, string>();
  if (!existsSync(file)) return entries;
  for (const match of readFileSync(file, "utf8").matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) {
    const id = JSON.parse(match[1]) as string;
    if (id) entries.set(id, JSON.parse(match[2]) as string);
  }
  return entries;
}

/** key → the area whose catalogue holds it, for one locale. */
export function keyAreas(locale: Locale = "en"): Map<string, CatalogArea> {
  const areas = new Map<string, CatalogArea>();
  for (const area of CATALOG_AREAS) for (const key of readCatalogue(locale, area).keys()) areas.set(key, area);
  return areas;
}

export { CATALOG_AREAS, LOCALES };

/** Source files (not tests) under the given folders of the project. */
export function sourceFiles(...dirs: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== "node_modules" && name !== "test") walk(path);
      } else if (/\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) && !/test-|testing\./.test(name)) {
        files.push(path);
      }
    }
  };
  for (const dir of dirs) walk(join(ROOT, dir));
  return files;
}

const KEY = String.raw`[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9-]+)+`;
/** `t("key")`, `t('key', …)`, and a template literal without placeholders. */
const T_CALL = new RegExp(String.raw`\bt\(\s*(["'\x60])(${KEY})\1`, "g");
/** Any string literal shaped like a key ("error.email.invalid"). */
const KEY_LITERAL = new RegExp(String.raw`(["'\x60])(${KEY})\1`, "g");

/** Keys passed to `t()` literally. */
export function calledKeys(source: string): string[] {
  return [...source.matchAll(T_CALL)].map((m) => m[2]);
}

/** Every key-shaped string literal (schema messages, labels translated later, …). */
export function keyLiterals(source: string): string[] {
  return [...source.matchAll(KEY_LITERAL)].map((m) => m[2]);
}

const TEMPLATE_CALL = /\bt\(\s*`([a-z][^`]*?\$\{[^`]*)`/g;

/**
 * Keys built at run time, as patterns: t(`help.${topic}.title`) → /^help\.[^.]+\.title$/
 * (each placeholder one part of the key). Templates that start with a placeholder are skipped.
 */
export function templatePatterns(source: string): RegExp[] {
  return [...source.matchAll(TEMPLATE_CALL)].map((m) => {
    const parts = m[1].split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"));
    return new RegExp(`^${parts.join("[^.]+")}$`);
  });
}

const IMPORT = /(?:\bimport\s*(?:[^"'`;]*?\bfrom\s*)?|\bexport\s*[^"'`;]*?\bfrom\s*|\bimport\s*\(\s*)["']([^"']+)["']/g;

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Modules the browser never gets: `*.server.ts` (React Router drops them) and the worker. */
const serverOnly = (file: string) => /\.server\.tsx?$/.test(file) || projectPath(file).startsWith("worker/");

/**
 * The browser modules `entries` import, directly or not, statically or lazily (a page
 * renders what it loads lazily too: help topics, zod schemas of its forms). Modules in
 * `stop` are not entered.
 */
export function moduleGraph(entries: string[], stop: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || stop.has(file) || serverOnly(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      // `import type` is gone at run time: the browser never loads that module for it.
      if (/^(?:import|export)\s+type\b/.test(match[0])) continue;
      const target = resolveImport(file, match[1]);
      if (target) visit(target);
    }
  };
  for (const entry of entries) visit(resolve(ROOT, entry));
  return [...seen];
}

export const projectPath = (file: string) => relative(ROOT, file);

/**
 * The keys one source file asks for: `t("key")` anywhere; any key-shaped literal in a schema
 * (its messages are keys); elsewhere any key-shaped literal whose first part is one the
 * catalogues use ("menu.myOrders" in a list of links translated later); and the catalogue keys
 * a `t(\`help.${topic}.title\`)` template can build. Back-office permission names
 * ("newsletter.view") are key-shaped but never translated, so they are not keys.
 */
const PERMISSION_NAMES: ReadonlySet<string> = new Set(Object.keys(PERMISSIONS));

export function fileKeys(file: string, source: string, known: ReadonlySet<string>): string[] {
  const prefixes = new Set([...known].map((key) => key.split(".")[0]));
  const keys = projectPath(file).startsWith("shared/schemas/")
    ? keyLiterals(source)
    : [...calledKeys(source), ...keyLiterals(source).filter((key) => prefixes.has(key.split(".")[0]) && !PERMISSION_NAMES.has(key))];
  const patterns = templatePatterns(source);
  if (patterns.length) for (const key of known) if (patterns.some((pattern) => pattern.test(key))) keys.push(key);
  return [...new Set(keys)];
}

/** Every key the app's code asks for → the first file that asks for it. */
export function usedKeys(): Map<string, string> {
  const known = new Set(keyAreas("en").keys());
  const used = new Map<string, string>();
  for (const file of sourceFiles("client", "worker", "shared")) {
    for (const key of fileKeys(file, readFileSync(file, "utf8"), known)) if (!used.has(key)) used.set(key, projectPath(file));
  }
  return used;
}
