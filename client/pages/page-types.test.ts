import { describe, expect, it } from "vitest";
import { definePage } from "./define-page";
import type { PageLoader, PageProps } from "./page-types";

/**
 * The tie between a screen and its loader is a type: these lines compile only as long as a
 * loader whose data the screen does not read is refused (`npm run typecheck`, tsconfig.test.json).
 */
interface Named {
  name: string;
}

const namedLoader: PageLoader<Named> = async () => ({ data: { name: "ring" } });
const countLoader: PageLoader<{ count: number }> = async () => ({ data: { count: 1 } });
const Named = ({ data }: PageProps<Named>) => data.name;

describe("definePage", () => {
  it("accepts a loader whose data is the screen's", () => {
    const screen = definePage(Named, { loader: () => Promise.resolve(namedLoader) });
    expect(screen).toBe(Named);
    expect(typeof screen.loader).toBe("function");
  });

  it("refuses a loader whose data is not the screen's", () => {
    // @ts-expect-error the loader's data has no `name`
    definePage(Named, { loader: () => Promise.resolve(countLoader) });
    // @ts-expect-error the same when the link reads the page's id
    definePage(Named, { loader: (page) => Promise.resolve(page === "product" ? namedLoader : countLoader) });
    // @ts-expect-error a screen reads the data its loader returns, not another shape
    definePage(({ data }: PageProps<{ count: number }>) => data.count, { loader: () => Promise.resolve(namedLoader) });
  });

  it("passes the page's id to the link, so one screen can serve several pages", async () => {
    const screen = definePage(Named, { loader: (page) => Promise.resolve(page === "product" ? namedLoader : namedLoader) });
    await expect(screen.loader!("product")).resolves.toBe(namedLoader);
  });
});
