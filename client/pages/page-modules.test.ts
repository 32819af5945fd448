import { describe, expect, it } from "vitest";
import { ROUTES, type PageId } from "~/shared/routes";
import { screenModule } from "./define-page";

/**
 * Every ROUTES record names its screen module by a path (shared/ cannot import client/), so
 * that path is checked here: the module exists, is found by the registry's and the loaders'
 * glob, default-exports a component and carries its loader link
 * (docs/decisions/0008-one-record-per-page.md).
 */
const IDS = Object.keys(ROUTES) as PageId[];

/** Pages load-page.server.ts answers itself (not found), with no loader of their own. */
const WITHOUT_LOADER: PageId[] = ["notFound", "shortLink"];

const FILES = Object.keys(import.meta.glob("./**/*.tsx")).filter((file) => !/\.test\.tsx$/.test(file));

describe("page modules", () => {
  it.each(IDS)("%s names a screen module that exists", (id) => {
    const { screen } = ROUTES[id];
    expect(FILES, `client/pages/${screen}.tsx for ${id}`).toContain(`./${screen}.tsx`);
    expect(screen, "a -page module, for the glob in client/pages/define-page.ts").toMatch(/-page$/);
  });

  it.each(IDS)("%s's module default-exports its screen and its loader link", async (id) => {
    const screen = await screenModule(id)();
    expect(typeof screen).toBe("function");
    if (WITHOUT_LOADER.includes(id)) expect(screen.loader).toBeUndefined();
    else expect(typeof screen.loader, `definePage(${screen.name}, { loader }) in ${ROUTES[id].screen}`).toBe("function");
  });

  it("every -page module is some page's screen (no chunk nobody loads)", () => {
    const named = new Set(IDS.map((id) => `./${ROUTES[id].screen}.tsx`));
    expect(FILES.filter((file) => /-page\.tsx$/.test(file) && !named.has(file))).toEqual([]);
  });
});
