// The lint stack on ESLint 10 with eslint-plugin-jsx-a11y forced onto it by package.json's
// `overrides` (the plugin's own peer range stops at ESLint 9): proof that every plugin's rules we
// rely on still report under ESLint 10, and a check that fails the day the override can go
// (docs/decisions/0023-typescript-7-and-eslint-10.md).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { peerRangeAdmits } from "./peer-range";

const root = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);
const manifest = (name: string) =>
  JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string; peerDependencies?: Record<string, string> };

// A browser component breaking one rule of each set the config turns on; linted as if it were a
// file of client/ so the path-scoped rules (the fence around worker/) apply too.
const FIXTURE = `import { useEffect, useState } from "react";
import { secret } from "../../worker/services/secret";

export function Broken({ open, id }: { open: boolean; id: string }) {
  if (open) useState(0);
  useEffect(() => console.log(id), []);
  const loose: any = secret;
  const unused = 1;
  try {
    loose();
  } catch (error) {
    throw new Error("failed");
  }
  return (
    <div role="datepicker" onClick={() => loose()}>
      <img src="/ring.jpg" />
      <a href="#">more</a>
      <input autoFocus />
      <h2 />
    </div>
  );
}
`;

const EXPECTED = [
  // jsx-a11y
  "jsx-a11y/aria-role",
  "jsx-a11y/click-events-have-key-events",
  "jsx-a11y/no-static-element-interactions",
  "jsx-a11y/alt-text",
  "jsx-a11y/anchor-is-valid",
  "jsx-a11y/no-autofocus",
  "jsx-a11y/heading-has-content",
  // React hooks
  "react-hooks/rules-of-hooks",
  "react-hooks/exhaustive-deps",
  // typescript-eslint
  "@typescript-eslint/no-explicit-any",
  "@typescript-eslint/no-unused-vars",
  // @eslint/js 10's recommended set, and our own fence
  "preserve-caught-error",
  "no-restricted-imports",
];

describe("the lint stack", () => {
  it("runs on ESLint 10", () => {
    expect(ESLint.version).toMatch(/^10\./);
    expect(manifest("@eslint/js").version).toMatch(/^10\./);
  });

  it("reports each rule we rely on under ESLint 10, jsx-a11y's included", async () => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(FIXTURE, { filePath: `${root}client/components/lint-fixture.tsx` });
    expect(result.messages.filter((m) => m.fatal)).toEqual([]);
    const reported = new Set(result.messages.map((m) => m.ruleId));
    expect(EXPECTED.filter((rule) => !reported.has(rule))).toEqual([]);
  }, 60_000);

  it("still needs the override: eslint-plugin-jsx-a11y does not declare ESLint 10 itself", () => {
    const plugin = manifest("eslint-plugin-jsx-a11y");
    const range = plugin.peerDependencies?.eslint ?? "";
    expect(
      peerRangeAdmits(range, ESLint.version),
      `eslint-plugin-jsx-a11y ${plugin.version} declares eslint "${range}": remove the override of its eslint peer from package.json's "overrides"`,
    ).toBe(false);
  });

  it("still needs two TypeScripts: typescript-eslint does not accept TypeScript 7", () => {
    const tsEslint = manifest("typescript-eslint");
    const range = tsEslint.peerDependencies?.typescript ?? "";
    const native = manifest("typescript-7").version;
    expect(native).toMatch(/^7\./);
    expect(manifest("typescript").version).toMatch(/^6\.0\./);
    expect(
      peerRangeAdmits(range, native),
      `typescript-eslint ${tsEslint.version} accepts typescript "${range}": install typescript ${native} as "typescript", drop the "typescript-7" alias and run plain tsc in "typecheck"`,
    ).toBe(false);
  });
});
