import { forwardRef } from "react";
import { createPath, parsePath, Link as RouterLink, type LinkProps } from "react-router";

/**
 * React Router's `<Link>` for the app. In the browser it is exactly that. A server render has
 * no click to handle, nothing to prefetch and no route to discover, yet each `<Link>` ran
 * React Router's hooks to resolve its href (~20% of a fresh listing's worker CPU, a few
 * percent of a product page's: docs/decisions/0005). For an absolute path the resolved href is the path
 * itself, so the server writes the anchor the browser's `<Link>` hydrates, attribute for
 * attribute; anything else (relative, objects, prefetching) still goes through React Router.
 */
export const ServerLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const {
    to,
    discover = "render",
    prefetch,
    mask,
    target,
    reloadDocument,
    replace,
    state,
    preventScrollReset,
    relative,
    viewTransition,
    ...anchor
  } = props;
  if (!isPlainPath(to) || mask !== undefined || (prefetch !== undefined && prefetch !== "none")) return <RouterLink ref={ref} {...props} />;
  // The attributes in React Router's order, so that the HTML is byte for byte the same.
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the children come in `anchor`
  return <a {...anchor} href={to} ref={ref} target={target} data-discover={discover === "render" ? "true" : undefined} />;
});

/** A path React Router would resolve to itself: absolute, no dot segments, no empty `?` or `#`. */
export function isPlainPath(to: LinkProps["to"]): to is string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//")) return false;
  const { pathname = "" } = parsePath(to);
  if (/\/\.\.?(\/|$)|\/\//.test(pathname)) return false;
  return createPath(parsePath(to)) === to;
}

export const Link = import.meta.env.SSR ? ServerLink : RouterLink;
