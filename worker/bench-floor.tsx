import type { ServerBuild } from "react-router";

/**
 * The benchmark's floor for a fresh page render: React Router and React streaming an empty
 * document through the app's own entry (nonce, translations, headers), behind the same worker
 * and middleware as a page. `npm run bench` compares the product page's fresh render with it
 * (docs/decisions/0005-server-render-cost.md). Only the bench build serves it.
 */
export const FLOOR_PATH = "/__bench/floor";

function EmptyDocument() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
      </head>
      <body />
    </html>
  );
}

/** The app's build with every route's module replaced: no loader, no layout, nothing to render. */
export function floorBuild(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => [id, { ...route!, module: { default: route!.parentId ? () => null : EmptyDocument } }]),
  );
  return { ...build, routes } as ServerBuild;
}
