import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * shop.css puts every page kind's stylesheet on every page (docs/decisions/0011-mobile-speed.md).
 * Before, a page kind's file reached only its own pages, so two files could style the same class
 * differently (`.field` in help and the account pages, `.coupon-list` in checkout and the
 * account overview). A class that more than one file styles must be scoped by its page in the
 * page kind's files (`:where(.help-page) .field`, same specificity as before), so every page
 * looks as it did with its own stylesheet.
 */

const SHOP_CSS = resolve(__dirname, "shop.css");
const ROOT = resolve(__dirname, "../..");

/** Files every page loaded before the merge: the tokens, app and catalogue sheets, the kit, the shell. */
const GLOBAL = [/^client\/styles\//, /^client\/components\/ui\//, /^client\/components\/shell\//];

/** Classes two files style for the same pages only (both loaded there before the merge). */
const SAME_PAGES = new Set([
  "help-page__nav", // app.css and help.css: the help page's navigation
  "help-page__content", // app.css and help.css: the help page's article
  "wishlist-list__item", // account-pages.css and wishlist-page.css: the wishlist page
]);

interface Rule {
  file: string;
  selector: string;
}

function importedFiles(): string[] {
  const css = readFileSync(SHOP_CSS, "utf8");
  return [...css.matchAll(/@import "(.+?)"/g)].map((m) => resolve(dirname(SHOP_CSS), m[1]!));
}

/** Every selector of a file, one per comma-separated part, comments removed. */
function selectors(path: string): string[] {
  const css = readFileSync(path, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  return [...css.matchAll(/([^{}]+)\{/g)]
    .map((m) => m[1]!.trim())
    .filter((s) => !s.startsWith("@"))
    .flatMap((s) => s.split(/,(?![^(]*\))/).map((part) => part.trim().replace(/\s+/g, " ")));
}

/** The classes a selector's first compound names, where a rule applies wherever the class is; none under a page scope. */
function leadingClasses(selector: string): string[] {
  if (selector.startsWith(":where(")) return [];
  const first = selector.split(/ |>|\+|~/)[0] ?? "";
  return [...first.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!);
}

function rulesByClass(): Map<string, Rule[]> {
  const byClass = new Map<string, Rule[]>();
  for (const path of importedFiles()) {
    const file = relative(ROOT, path);
    for (const selector of selectors(path)) {
      for (const m of selector.matchAll(/\.([\w-]+)/g)) {
        const rules = byClass.get(m[1]!) ?? [];
        rules.push({ file, selector });
        byClass.set(m[1]!, rules);
      }
    }
  }
  return byClass;
}

describe("shop.css", () => {
  it("scopes by page every class that more than one page kind's former stylesheet styles", () => {
    const unscoped: string[] = [];
    for (const [name, rules] of rulesByClass()) {
      if (SAME_PAGES.has(name) || new Set(rules.map((r) => r.file)).size < 2) continue;
      for (const { file, selector } of rules) {
        if (GLOBAL.some((g) => g.test(file))) continue;
        if (leadingClasses(selector).includes(name)) unscoped.push(`${file}: ${selector}`);
      }
    }
    expect(unscoped).toEqual([]);
  });

  it("finds the collisions it guards (the check reads the files)", () => {
    const files = new Set((rulesByClass().get("field") ?? []).map((r) => r.file));
    expect(files).toContain("client/pages/help/help.css");
    expect(files).toContain("client/components/account/account-pages.css");
  });
});
