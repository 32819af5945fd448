import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "client",
  ssr: true,
  // One catch-all route serves every URL (routes.ts), so there is nothing to discover: lazy
  // discovery only cost a /__manifest request per page view and a MutationObserver watching
  // every link. The whole manifest is three routes.
  routeDiscovery: { mode: "initial" },
  // React Router 8 always uses Vite's environment API and passes loaders the request as it came,
  // with the normalized URL beside it (docs/decisions/0005): the two v8_ flags are gone.
} satisfies Config;
