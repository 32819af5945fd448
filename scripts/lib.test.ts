import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { ensureDevVars } from "./lib.mjs";

const example = readFileSync(new URL("../.dev.vars.example", import.meta.url), "utf8");

function clone(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "dev-vars-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe("ensureDevVars: local runs are development, deployments are not", () => {
  vi.spyOn(console, "log").mockImplementation(() => {});

  it("gives a fresh clone the example, which says ENVIRONMENT=local", () => {
    const dir = clone({ ".dev.vars.example": example });
    ensureDevVars(dir);
    expect(readFileSync(join(dir, ".dev.vars"), "utf8")).toMatch(/^ENVIRONMENT="local"$/m);
  });

  it("adds ENVIRONMENT to a .dev.vars made before it moved there, and only once", () => {
    const dir = clone({ ".dev.vars.example": example, ".dev.vars": 'APP_SECRET="mine-of-at-least-thirty-two-bytes-0123"\n' });
    ensureDevVars(dir);
    ensureDevVars(dir);
    const text = readFileSync(join(dir, ".dev.vars"), "utf8");
    expect(text.match(/ENVIRONMENT=/g)).toHaveLength(1);
    expect(text).toContain('APP_SECRET="mine-of-at-least-thirty-two-bytes-0123"');
  });

  it("leaves a deliberate ENVIRONMENT alone", () => {
    const dir = clone({ ".dev.vars.example": example, ".dev.vars": 'ENVIRONMENT="production"\n' });
    ensureDevVars(dir);
    expect(readFileSync(join(dir, ".dev.vars"), "utf8")).toBe('ENVIRONMENT="production"\n');
  });
});
