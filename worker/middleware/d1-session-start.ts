/**
 * Where each kind of request starts its D1 session (docs/decisions/1340-d1-sessions.md):
 * a shopper's read starts at the nearest replica (no older than the bookmark the browser
 * sent, so a shopper reads their own writes), anything that writes or must see the latest
 * state starts at the primary, and so do the staff's screens. An API action not listed as a
 * read starts at the primary: a new action is correct before it is fast.
 */
export type StartKind = "nearest" | "primary";

/**
 * API actions (`area/action`) that start at the nearest replica: those that only read, and
 * the shopper's light writes, whose reads before the write only shape the answer (the write
 * itself goes to the primary whatever the session says, and the shopper's own earlier writes
 * are in the bookmark). Writes whose earlier reads guard money, stock, identity or an
 * idempotency key (checkout, payment, coupons, sign-in, account changes) are not here.
 */
const NEAREST_ACTIONS: ReadonlySet<string> = new Set([
  "index/headData",
  "index/countries",
  "index/freight",
  "index/urlRestore",
  "index/history/list",
  "category/findCategoryUrlKey",
  "category/list",
  "category/searchHighlight",
  "category/searchPanel",
  "category/similar",
  "review/list",
  "review/gallery",
  "question/list",
  "visitor/state",
  "cart/list",
  "order/track",
  "account/me",
  "account/orders",
  "account/orderDetail",
  "account/addresses",
  "account/coupons",
  "account/wallet",
  "account/wishlist",
  "account/cards",
  "custom/list",
  "custom/detail",
  // Light writes.
  "cart/add",
  "cart/update",
  "cart/remove",
  "account/wishlistAdd",
  "account/wishlistRemove",
  "review/submit",
  "review/helpful",
  "question/ask",
  "stat/pageView",
  "stat/pvFlow",
  "stat/insight",
  "index/history",
]);

/** Paths whose GET still writes or must see the latest: settling a payment, the provider pages, the back office. */
const PRIMARY_PAGES = /^\/(payback|payment|admin)(\/|$)/;

export function sessionStart(method: string, pathname: string, apiBase: string): StartKind {
  if (pathname.startsWith(`${apiBase}/`)) {
    return NEAREST_ACTIONS.has(pathname.slice(apiBase.length + 1)) ? "nearest" : "primary";
  }
  if (PRIMARY_PAGES.test(pathname)) return "primary";
  return method === "GET" || method === "HEAD" ? "nearest" : "primary";
}
