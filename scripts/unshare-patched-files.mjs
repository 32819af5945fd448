// npm's postinstall runs this before patch-package applies patches/*.patch
// (docs/decisions/0023-typescript-7-and-eslint-10.md). patch-package writes a patched file in
// place. Where node_modules is a hard-linked copy shared between checkouts, that would change the
// file in every copy, so each file a patch names is first replaced by a copy of its own.
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, statSync } from "node:fs";

const patches = existsSync("patches") ? readdirSync("patches").filter((name) => name.endsWith(".patch")) : [];
for (const name of patches) {
  for (const [, path] of readFileSync(`patches/${name}`, "utf8").matchAll(/^diff --git a\/(\S+) b\//gm)) {
    if (existsSync(path) && statSync(path).nlink > 1) {
      copyFileSync(path, `${path}.unshared`);
      renameSync(`${path}.unshared`, path);
    }
  }
}
