import { describe, expect, it } from "vitest";
import { REFUSAL, serverOnlyLoaders } from "./server-only-loaders.ts";

type Transform = (this: unknown, code: string, id: string) => { code: string } | undefined;

/** Runs the plugin's transform as Vite would in one environment. */
function transform(consumer: "client" | "server", code: string, id: string): string | undefined {
  const hook = serverOnlyLoaders().transform as unknown as Transform;
  return hook.call({ environment: { config: { consumer } } }, code, id)?.code;
}

const PAGE = `import { definePage } from "../define-page";
import type { ProductPageData } from "./product-loader.server";
export default definePage(ProductPage, { loader: (page) => import("./product-loader.server").then((m) => m.productLoader(page === "landingProduct")) });
function ProductPage() { return null; }`;

describe("serverOnlyLoaders", () => {
  it("turns a screen module's loader link into a refusal in the browser's bundle", () => {
    const code = transform("client", PAGE, "/repo/client/pages/catalog/product-page.tsx");
    expect(code).toContain(`loader: (page) => ${REFUSAL}.then(`);
    expect(code).not.toMatch(/import\(["']\.\/product-loader\.server/);
    // A type import is gone at run time anyway.
    expect(code).toContain('import type { ProductPageData } from "./product-loader.server";');
  });

  it("covers any module under client/pages, with single quotes, an extension or a query", () => {
    const code = transform("client", `const load = () => import('./x-loaders.server.ts');`, "/repo/client/pages/admin/admin-x.tsx?v=1");
    expect(code).toBe(`const load = () => ${REFUSAL};`);
  });

  it("keeps the loaders in the server build", () => {
    expect(transform("server", PAGE, "/repo/client/pages/catalog/product-page.tsx")).toBeUndefined();
  });

  it("leaves server modules, modules outside client/pages and modules without a loader import alone", () => {
    const lazyServer = `export const x = () => import("./other.server");`;
    expect(transform("client", lazyServer, "/repo/client/pages/checkout/loaders.server.ts")).toBeUndefined();
    expect(transform("client", lazyServer, "/repo/client/lib/thing.ts")).toBeUndefined();
    expect(transform("client", `export const x = () => import("./listing-page");`, "/repo/client/pages/registry.ts")).toBeUndefined();
  });
});
