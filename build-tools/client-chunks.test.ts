import { describe, expect, it } from "vitest";
import { chunkClosures, type BundleChunk } from "./client-chunks";

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isDynamicEntry = !!facadeModuleId): BundleChunk => ({
  type: "chunk",
  fileName,
  facadeModuleId,
  isDynamicEntry,
  imports,
});

describe("chunkClosures", () => {
  const bundle = {
    "assets/shell-1.js": chunk("assets/shell-1.js", "/repo/client/entry.client.tsx", ["assets/runtime-1.js"], false),
    "assets/runtime-1.js": chunk("assets/runtime-1.js", null),
    "assets/card-1.js": chunk("assets/card-1.js", null, ["assets/shell-1.js"]),
    "assets/product-page-1.js": chunk("assets/product-page-1.js", "/repo/client/pages/catalog/product-page.tsx", [
      "assets/card-1.js",
      "assets/shell-1.js",
    ]),
    "assets/catalog-1.js": chunk("assets/catalog-1.js", "/repo/locales/de/catalog.po?lingui"),
    "assets/shell-1.css": { type: "asset" as const, fileName: "assets/shell-1.css" },
  };

  it("maps each lazily loaded module to its chunk and everything that chunk imports statically", () => {
    const closures = chunkClosures(bundle, "/repo");
    expect(closures["client/pages/catalog/product-page.tsx"]).toEqual([
      "/assets/product-page-1.js",
      "/assets/card-1.js",
      "/assets/shell-1.js",
      "/assets/runtime-1.js",
    ]);
    expect(closures["locales/de/catalog.po"]).toEqual(["/assets/catalog-1.js"]);
  });

  it("leaves out the entry (React Router announces it) and shared chunks without a module of their own", () => {
    expect(Object.keys(chunkClosures(bundle, "/repo")).sort()).toEqual(["client/pages/catalog/product-page.tsx", "locales/de/catalog.po"]);
  });
});
