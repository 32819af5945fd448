import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { catalogueModules, chunkClosure, documentAreas, initialJs } from "./initial-js.mjs";

/** The shape of Vite's manifest for a small app: shell, two lazy pages, catalogues. */
const manifest = {
  "client/entry.client.tsx": {
    file: "assets/entry.js",
    isEntry: true,
    imports: ["_react.js"],
    dynamicImports: ["locales/en/common.po", "locales/de/common.po"],
  },
  "_react.js": { file: "assets/react.js" },
  "client/root.tsx": { file: "assets/root.js", imports: ["_react.js", "_shell.js"], css: ["assets/root.css"] },
  "_shell.js": { file: "assets/shell.js", imports: ["_react.js"] },
  "client/routes/page-route.tsx": {
    file: "assets/page-route.js",
    imports: ["_shell.js"],
    dynamicImports: ["client/pages/home-page.tsx", "client/pages/big-page.tsx"],
  },
  "client/pages/home-page.tsx": { file: "assets/home.js", isDynamicEntry: true, imports: ["_shell.js"] },
  "client/pages/big-page.tsx": { file: "assets/big.js", isDynamicEntry: true, imports: ["_chart.js"] },
  "_chart.js": { file: "assets/chart.js" },
  "locales/en/common.po": { file: "assets/common-en.js", isDynamicEntry: true },
  "locales/de/common.po": { file: "assets/common-de.js", isDynamicEntry: true },
  "locales/en/help.po": { file: "assets/help-en.js", isDynamicEntry: true },
  "locales/de/help.po": { file: "assets/help-de.js", isDynamicEntry: true },
  "assets/root.css": { file: "assets/root.css" },
};

describe("chunkClosure", () => {
  it("follows static imports once each, and not the lazy ones", () => {
    const { files, missing } = chunkClosure(manifest, ["client/entry.client.tsx", "client/root.tsx", "client/routes/page-route.tsx"]);
    expect([...files].sort()).toEqual(["assets/entry.js", "assets/page-route.js", "assets/react.js", "assets/root.js", "assets/shell.js"]);
    expect(missing).toEqual([]);
  });

  it("adds a page's own chunk and its imports", () => {
    const { files } = chunkClosure(manifest, ["client/pages/big-page.tsx"]);
    expect([...files].sort()).toEqual(["assets/big.js", "assets/chart.js"]);
  });

  it("reports modules the build does not have", () => {
    expect(chunkClosure(manifest, ["client/pages/gone.tsx"]).missing).toEqual(["client/pages/gone.tsx"]);
  });
});

describe("initialJs and the shop's chrome", () => {
  it("counts the chrome chunk on shop pages, not on the checkout's", () => {
    const dir = mkdtempSync(join(tmpdir(), "initial-js-chrome-"));
    mkdirSync(join(dir, "assets"));
    for (const name of ["entry", "react", "root", "shell", "page-route", "chrome"]) writeFileSync(join(dir, `assets/${name}.js`), `/* ${name} */`);
    const withChrome = {
      ...manifest,
      "client/components/shell/shop-chrome.ts": { file: "assets/chrome.js", isDynamicEntry: true, imports: ["_shell.js"] },
    };
    const shop = initialJs(withChrome, { areas: [], dir });
    const checkout = initialJs(withChrome, { areas: [], shopChrome: false, dir });
    expect(Object.keys(shop.files)).toContain("assets/chrome.js");
    expect(Object.keys(checkout.files)).not.toContain("assets/chrome.js");
  });
});

describe("catalogueModules", () => {
  it("loads the page's language only, English where that language has no file", () => {
    expect(catalogueModules(manifest, "en")).toEqual(["locales/en/common.po", "locales/en/help.po"]);
    expect(catalogueModules(manifest, "de").sort()).toEqual(["locales/de/common.po", "locales/de/help.po"]);
    expect(catalogueModules(manifest, "fr").sort()).toEqual(["locales/en/common.po", "locales/en/help.po"]);
  });

  it("keeps to the areas a page names", () => {
    expect(catalogueModules(manifest, "de", ["common"]).sort()).toEqual(["locales/de/common.po"]);
  });
});

describe("documentAreas", () => {
  it("reads the areas off the html element", () => {
    expect(documentAreas('<!DOCTYPE html><html lang="de" data-i18n-areas="common ui catalog" data-store="de">')).toEqual(["common", "ui", "catalog"]);
    expect(documentAreas('<html lang="en"><body data-i18n-areas="help">')).toBeNull();
  });
});

describe("initialJs", () => {
  it("sums the gzip size of every file a page needs first", () => {
    const dir = mkdtempSync(join(tmpdir(), "initial-js-"));
    mkdirSync(join(dir, "assets"));
    const content = (name: string) => `export const x = "${name.repeat(50)}";`;
    for (const name of [
      "manifest-1a2b3c4d",
      "entry",
      "react",
      "root",
      "shell",
      "page-route",
      "home",
      "big",
      "chart",
      "common-en",
      "common-de",
      "help-en",
      "help-de",
    ]) {
      writeFileSync(join(dir, "assets", `${name}.js`), content(name));
    }
    const gzipped = (name: string) => gzipSync(content(name), { level: 9 }).length;

    const home = initialJs(manifest, { pageModules: ["client/pages/home-page.tsx"], language: "en", areas: ["common"], dir });
    const expected = ["manifest-1a2b3c4d", "entry", "react", "root", "shell", "page-route", "home", "common-en"].reduce((n, f) => n + gzipped(f), 0);
    expect(home.kb).toBeCloseTo(expected / 1000, 6);
    expect(home.messagesKb).toBeCloseTo(gzipped("common-en") / 1000, 6);
    expect(Object.keys(home.files)).toHaveLength(8);
    expect(Object.keys(home.files)).toContain("assets/manifest-1a2b3c4d.js");

    const big = initialJs(manifest, { pageModules: ["client/pages/big-page.tsx"], language: "de", dir });
    expect(Object.keys(big.files)).toEqual(expect.arrayContaining(["assets/big.js", "assets/chart.js", "assets/common-de.js", "assets/help-de.js"]));
    expect(Object.keys(big.files)).not.toContain("assets/common-en.js");
    expect(Object.keys(big.files)).not.toContain("assets/home.js");
  });
});
