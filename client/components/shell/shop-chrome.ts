// The shop's header and footer as one chunk (client/components/shell/chrome.tsx loads it): only
// pages with the shop's chrome fetch it, the checkout's shell does not.
export { SiteFooter } from "./site-footer";
export { SiteHeader } from "./site-header";
