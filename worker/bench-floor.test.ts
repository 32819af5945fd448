import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { floorBuild } from "./bench-floor";

const loader = async () => ({ heavy: true });
const build = {
  entry: { module: {} },
  routes: {
    root: { id: "root", path: "", module: { default: () => null, loader, meta: () => [] } },
    page: { id: "page", parentId: "root", path: "*", module: { default: () => null, loader } },
  },
} as unknown as ServerBuild;

describe("the bench's floor build", () => {
  it("keeps the app's entry and route ids, with no loader or meta left and an empty document at the root", () => {
    const floor = floorBuild(build);
    expect(floor.entry).toBe(build.entry);
    expect(Object.keys(floor.routes)).toEqual(["root", "page"]);
    for (const route of Object.values(floor.routes)) expect(Object.keys(route!.module)).toEqual(["default"]);
    expect(floor.routes.page!.parentId).toBe("root");
    const Root = floor.routes.root!.module.default as ComponentType;
    expect(renderToString(createElement(Root))).toBe('<html lang="en"><head><meta charSet="utf-8"/></head><body></body></html>');
  });
});
