// react-dom is only needed on the server; a static import would split it out of the browser's
// entry chunk into a chunk of its own on every page (import.meta.env.SSR is a build constant).
const server = import.meta.env.SSR ? await import("react-dom") : null;

/**
 * A widget's stylesheet (import the file with `?url`), so a lazily loaded page never paints
 * unstyled widgets that jump when its script and CSS arrive:
 * - on the server it is preinitialised: React writes it into <head> (once, however many
 *   widgets use it) without holding back the page's Suspense boundary;
 * - in the browser it is a React 19 stylesheet resource, which React has loaded before it
 *   shows content that needs it (after a client-side navigation too).
 * Hoisted resources take no place in the tree, so the two renders still hydrate as one.
 */
export function Stylesheet({ href }: { href: string }) {
  // Component tests run without a CSS pipeline, where `?url` imports are empty.
  if (!href) return null;
  if (server) {
    server.preinit(href, { as: "style", precedence: "ui" });
    return null;
  }
  return <link rel="stylesheet" href={href} precedence="ui" />;
}
