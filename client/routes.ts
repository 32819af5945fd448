import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * Every public URL goes through shared/url-scheme.ts (the shop's URLs have partial
 * segments React Router cannot express), so there is one dispatching route.
 */
export default [index("routes/page-route.tsx", { id: "index-page" }), route("*", "routes/page-route.tsx", { id: "page" })] satisfies RouteConfig;
