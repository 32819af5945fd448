import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-module-preloads";

const dist = join(process.cwd(), "node_modules/react-router/dist/production");

describe("low-priority module preloads", () => {
  it("finds React Router's modulepreload links where it looks for them (the installed version)", () => {
    const chunks = readdirSync(dist).filter((name) => /^chunk-.*\.mjs$/.test(name));
    const code = chunks.map((name) => readFileSync(join(dist, name), "utf8")).join("\n");
    const edited = lowPriorityModulePreloads(code);
    expect(edited.match(/fetchPriority: "low"/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(edited).not.toMatch(/rel: "modulepreload",(?! fetchPriority)/);
  });

  it("adds the priority to each link's props and changes nothing else", () => {
    const code = '{ rel: "modulepreload", href: a }, { rel: "stylesheet", href: b }, { rel: "modulepreload", href: c }';
    expect(lowPriorityModulePreloads(code)).toBe(
      '{ rel: "modulepreload", fetchPriority: "low", href: a }, { rel: "stylesheet", href: b }, { rel: "modulepreload", fetchPriority: "low", href: c }',
    );
  });
});
