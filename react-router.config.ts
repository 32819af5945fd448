import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "client",
  ssr: true,
  // One catch-all route serves every URL (routes.ts), so there is nothing to discover: lazy
  // discovery only cost a /__manifest request per page view and a MutationObserver watching
  // every link. The whole manifest is three routes.
  routeDiscovery: { mode: "initial" },
  future: {
    v8_viteEnvironmentApi: true,
    // Loaders get the request as it came and the normalized URL beside it, instead of two
    // copies of the request per loader on every render (docs/decisions/0005).
    v8_passThroughRequests: true,
  },
} satisfies Config;
