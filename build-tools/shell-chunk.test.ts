import { describe, expect, it } from "vitest";
import { libraryChunkGroups, shellChunk } from "./shell-chunk.ts";

/** A module graph from static imports: `entry` modules are the build's inputs. */
function graph(imports: Record<string, string[]>, entries: string[]) {
  const importers = (id: string) => Object.keys(imports).filter((from) => imports[from].includes(id));
  return {
    getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id], importers: importers(id), isEntry: entries.includes(id) } : null),
  };
}

describe("shellChunk", () => {
  // entry → app (initial); chrome and page are loaded lazily (no static importer);
  // chrome → footer → money, page → money: money is shared, footer is the chrome's own.
  const modules = graph(
    { entry: ["app"], app: ["react"], react: [], chrome: ["footer"], footer: ["money"], page: ["money", "widget"], money: [], widget: [] },
    ["entry"],
  );
  const name = shellChunk("chrome");

  it("puts what the entries import statically in the shell", () => {
    for (const id of ["app", "react"]) expect(name(id, modules)).toBe("shell");
  });

  // The client entry starts hydration when it is evaluated. In the shell, any route module that
  // imports the shell would start it before the hydration script has put React Router's
  // manifest and route modules on `window` (docs/decisions/0016-hydration-order.md).
  it("leaves an entry's own module in the entry's chunk", () => {
    expect(name("entry", modules)).toBeNull();
  });

  it("adds what the chrome shares with a page, and leaves the chrome's own and the page's own modules alone", () => {
    expect(name("money", modules)).toBe("shell");
    for (const id of ["chrome", "footer", "page", "widget"]) expect(name(id, modules)).toBeNull();
  });

  it("is not caught by an import cycle", () => {
    const cyclic = graph({ entry: ["a"], a: ["b"], b: ["a"], lazy: ["c"], c: ["d"], d: ["c"] }, ["entry"]);
    // Asked from inside the cycle first: b's answer must not depend on a being asked before.
    expect(name("b", cyclic)).toBe("shell");
    expect(name("a", cyclic)).toBe("shell");
    expect(shellChunk("lazy")("d", cyclic)).toBeNull();
  });
});

describe("libraryChunkGroups", () => {
  const [reactDom, reactRouter] = libraryChunkGroups();

  it("takes React, React DOM and the scheduler into one chunk and React Router into the next, on any platform's paths", () => {
    expect(reactDom.name).toBe("react-dom");
    for (const id of [
      "/shop/node_modules/react/index.js",
      "/shop/node_modules/react-dom/cjs/react-dom-client.production.js",
      "C:\\shop\\node_modules\\scheduler\\index.js",
    ]) {
      expect(reactDom.test.test(id)).toBe(true);
    }
    expect(reactRouter.name).toBe("react-router");
    expect(reactRouter.test.test("/shop/node_modules/react-router/dist/production/chunk-1.mjs")).toBe(true);
  });

  it("leaves other packages and the app's own modules to the shell", () => {
    for (const id of [
      "/shop/node_modules/react-router/dist/a.mjs",
      "/shop/node_modules/jotai/index.js",
      "/shop/client/lib/react-dom-helpers.ts",
      "/shop/node_modules/react-is/index.js",
    ]) {
      expect(reactDom.test.test(id)).toBe(false);
    }
    expect(reactRouter.test.test("/shop/node_modules/react-router-dom/index.js")).toBe(false);
  });
});
