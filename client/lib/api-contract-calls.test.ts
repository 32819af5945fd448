import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * `useApi()` types a call of shared/api-contract.ts by its path, but a caller that names the
 * answer's type itself (`api<T>("cart/add", …)`) would pick the untyped overload: TypeScript
 * cannot infer the path once a type argument is given. This finds such calls.
 */
const contractPaths = [...readFileSync("shared/api-contract.ts", "utf8").matchAll(/^\s+"([\w-]+\/[\w/-]+)": \{/gm)].map((m) => m[1]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("calls of the API contract", () => {
  it("are found in shared/api-contract.ts", () => {
    expect(contractPaths).toEqual(expect.arrayContaining(["cart/add", "order/create"]));
  });

  it("never name their answer's type themselves (the contract does)", () => {
    const escaping = sources("client").flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\bapi<.*?>\(\s*"([^"]+)"/g)]
        .filter((m) => contractPaths.includes(m[1]))
        .map((m) => `${file}: ${m[1]}`),
    );
    expect(escaping).toEqual([]);
  });
});
