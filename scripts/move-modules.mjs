// Moves modules and keeps their imports right (docs/decisions/0015-code-by-domain.md).
// Usage, in the repository root: node scripts/move-modules.mjs scripts/moves/code-by-domain.txt
// Each line "old new" (a file or a folder). A file still at its old path is moved with git mv;
// then every relative or ~/ import that points at an old path, or sits in a moved file, is
// rewritten, and so is every full "worker/…" or "client/…" path named in a text file. On a tree
// where the files moved already (a branch merged after the move), it only fixes the imports.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, extname, join, normalize, relative } from "node:path";

const lines = readFileSync(process.argv[2], "utf8")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith("#"));
const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n").filter(Boolean);
const trackedSet = new Set(tracked);
const map = new Map(); // old file → new file
for (const line of lines) {
  const [from, to] = line.split(/\s+/);
  if (trackedSet.has(from) || trackedSet.has(to) || /\.[a-z]+$/.test(from)) map.set(from, to);
  else {
    const inside = tracked.filter((f) => f.startsWith(from.replace(/\/$/, "") + "/"));
    if (!inside.length) throw new Error(`nothing at ${from}`);
    for (const f of inside) map.set(f, to.replace(/\/$/, "") + f.slice(from.replace(/\/$/, "").length));
  }
}
const movedNow = new Set();
for (const [from, to] of map) {
  if (!existsSync(from)) continue;
  movedNow.add(to);
  if (existsSync(to)) throw new Error(`${to} exists`);
  mkdirSync(dirname(to), { recursive: true });
  execFileSync("git", ["mv", from, to]);
}
const reverse = new Map([...map].map(([a, b]) => [b, a]));
const EXTS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];
function resolveOld(spec, fromOld) {
  const [bare, query] = spec.split("?");
  let base;
  if (bare.startsWith("~/")) base = bare.slice(2);
  else if (bare.startsWith(".")) base = normalize(join(dirname(fromOld), bare));
  else return null;
  for (const e of EXTS) if (trackedSet.has(base + e) || map.has(base + e)) return { file: base + e, ext: e, query };
  return null;
}
const SPEC = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|\bexport\s+\*\s+from\s*)(["'])([^"']+)\2/g;
const now = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n").filter(Boolean);
const nowSet = new Set(now);
function resolveIn(spec, from, files) {
  const bare = spec.split("?")[0];
  const base = bare.startsWith("~/") ? bare.slice(2) : bare.startsWith(".") ? normalize(join(dirname(from), bare)) : null;
  return base !== null && EXTS.some((e) => files.has(base + e));
}
let changedFiles = 0;
for (const file of now) {
  if (!/\.(ts|tsx|mjs|js|md|json|jsonc)$/.test(file) || file.startsWith("node_modules/")) continue;
  if (!existsSync(file)) continue;
  // A file moved by this run resolves its imports from where it was; any other file from where it is.
  const fileOld = movedNow.has(file) ? reverse.get(file) : file;
  const src = readFileSync(file, "utf8");
  let out = src;
  if (/\.(ts|tsx|mjs|js)$/.test(file)) {
    out = out.replace(SPEC, (whole, pre, q, spec) => {
      // An import that already names an existing file is right as it is.
      if (!movedNow.has(file) && resolveIn(spec, file, nowSet)) return whole;
      const hit = resolveOld(spec, fileOld);
      if (!hit) return whole;
      const newTarget = map.get(hit.file) ?? hit.file;
      if (newTarget === hit.file && file === fileOld) return whole;
      const bareSpec = spec.split("?")[0];
      let stem = newTarget;
      // keep the specifier's own style of extension
      if (hit.ext.startsWith("/index")) stem = dirname(newTarget);
      else if (hit.ext !== "") stem = newTarget.slice(0, -extname(newTarget).length);
      let next;
      if (bareSpec.startsWith("~/")) next = "~/" + stem;
      else {
        next = relative(dirname(file), stem);
        if (!next.startsWith(".")) next = "./" + next;
      }
      if (hit.query !== undefined) next += "?" + hit.query;
      return pre + q + next + q;
    });
  }
  // full paths in text (docs, comments, tests that read files)
  out = out.replace(/\b((?:worker|client)\/[A-Za-z0-9_./-]+)/g, (whole, p) => {
    const clean = p.replace(/[.,)]+$/, "");
    const tail = p.slice(clean.length);
    if (map.has(clean)) return map.get(clean) + tail;
    for (const e of [".ts", ".tsx"]) if (map.has(clean + e)) return map.get(clean + e).slice(0, -e.length) + tail;
    // folders
    const asDir = clean.replace(/\/$/, "");
    for (const line of lines) {
      const [from, to] = line.split(/\s+/);
      if (!trackedSet.has(from) && asDir === from.replace(/\/$/, "")) return to.replace(/\/$/, "") + p.slice(asDir.length);
    }
    return whole;
  });
  if (out !== src) {
    writeFileSync(file, out);
    changedFiles++;
  }
}
console.log(`moved ${movedNow.size} of ${map.size} files, rewrote ${changedFiles}`);
for (const [a, b] of map) console.log(`  ${a} -> ${b}`);
