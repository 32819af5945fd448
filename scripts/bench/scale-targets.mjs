// What the scale section measures on the demo and the large database (scripts/bench/scale.mjs).
// `who`: the cookies the request carries (visitor, customer, staff); `kind`: shopper lines must
// stay within 1.5× of the demo, staff lines within 2× and under 50 ms of CPU, exports within a
// Worker's 128 MB, sitemap files within the protocol's limits and cached. A function field
// (`path`, `body`) gets the database's side ("demo" or "large"), for the lines whose subject
// differs between the shops (the product with 20,000 reviews, the customer with 200 orders, a
// word rare in each); a function body also gets `ask`, which sends a body to the line's path
// unmeasured and answers the envelope's data (a cursor found by walking the list), and a function
// path `get`, which answers a page's HTML unmeasured.
import { orderCreateBody } from "./order-body.mjs";

const fresh = { "Cache-Control": "no-cache" };
const LISTING = "/category-rings?attr_ids=material_2_3&price=20-3000&sort=price_asc";
const REVIEWED = (side) => (side === "large" ? "s1000000" : "100175");

/**
 * The review list's 1,000th page as a shopper reaches it by key: "next" from page 999, whose
 * cursor a walk from page 1 found in jumps of ten pages, each read from the page before
 * (worker/services/reviews/review-list.ts). A product with fewer pages (the demo's) is measured
 * the same way at its last page. The walk runs once per side and is not measured.
 */
const deepStarts = new Map();
async function reviewsByKey(side, ask) {
  const productCode = REVIEWED(side);
  if (!deepStarts.has(side)) {
    let last = null;
    for (let page = 1; page < 1000; page = Math.min(page + 10, 999)) {
      const data = await ask({ productCode, page, ...(last ? { from: last } : {}) });
      if (!data?.start) break;
      last = data.start;
      if (page === 999) break;
    }
    deepStarts.set(side, last);
  }
  const from = deepStarts.get(side);
  return from ? { productCode, page: from.page + 1, from } : { productCode, page: 1 };
}

/**
 * The category's page 50 as a shopper reaches it: the "next" link of page 49 (read by number
 * once per side, not measured), which carries page 50's start in the sort
 * (worker/services/catalog/category-listing.ts). Where page 49 has no next page (the demo's
 * rings end sooner), page 50 by number.
 */
const deepPages = new Map();
async function categoryByKey(side, get) {
  if (!deepPages.has(side)) {
    const html = await get(`${LISTING}&page=49`);
    const next = /<a\b[^>]*\brel="next"[^>]*>/.exec(html)?.[0];
    const href = next && /\bhref="([^"]+)"/.exec(next)?.[1].replaceAll("&amp;", "&");
    deepPages.set(side, href || `${LISTING}&page=50`);
  }
  return deepPages.get(side);
}

/**
 * The demo shop has no review waiting for moderation, the large one 100,000: the demo's queue is
 * first given a page of them (the queue shows 20) the way shoppers send them, a visitor and an
 * address each, held because no order of theirs is behind them. A page of the queue is then
 * compared with a page, not with an empty list.
 */
async function heldReviews(side, send) {
  if (side !== "demo") return;
  for (let i = 0; i < 21; i++) {
    const answer = await send({
      path: "/api/review/submit",
      body: {
        productCode: "100140",
        rating: 4,
        nickname: `Bench ${i}`,
        body: `Held for the bench's queue, number ${i}.`,
        email: `held${i}@bench.example`,
      },
    });
    if (answer.status !== 200) throw new Error(`a held review for the demo's queue answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  }
}

/**
 * The staff order list's 40th page as the pager reaches it: "next" from page 39, whose start a
 * walk from page 1 found in jumps of ten pages, each read by key from the page before
 * (worker/services/admin/paging.ts). The walk runs once per side and is not measured.
 */
const staffStarts = new Map();
async function staffOrdersByKey(side, ask) {
  if (!staffStarts.has(side)) {
    let last = null;
    for (const page of [1, 11, 21, 31, 39]) last = (await ask({ page, ...(last ? { cursor: last } : {}) }))?.start ?? last;
    staffStarts.set(side, last);
  }
  const cursor = staffStarts.get(side);
  return cursor ? { page: 40, cursor } : { page: 40 };
}

export const SCALE_TARGETS = [
  { name: "home", kind: "shopper", path: "/", headers: fresh },
  { name: "category p1, 2 filters, price sort", kind: "shopper", path: LISTING, headers: fresh },
  { name: "category p50, 2 filters, price sort", kind: "shopper", path: categoryByKey, headers: fresh },
  { name: "search common word", kind: "shopper", path: "/search?q=ring", headers: fresh },
  // A design name found on one or two of the store's products: each shop has its own (the large
  // shop's names come from scripts/seed-scale/names.mjs, where every demo word is common).
  { name: "search rare word", kind: "shopper", path: (side) => `/search?q=${side === "large" ? "vinrabri" : "margot"}`, headers: fresh },
  { name: "search typo", kind: "shopper", path: "/search?q=neckalce", headers: fresh },
  { name: "suggestions", kind: "shopper", method: "POST", path: "/api/category/searchHighlight", body: { content: "diamo" } },
  { name: "product page, fresh", kind: "shopper", path: "/product-amara-classic-wedding-band-100175.html", headers: fresh },
  { name: "reviews list p1", kind: "shopper", method: "POST", path: "/api/review/list", body: (side) => ({ productCode: REVIEWED(side), page: 1 }) },
  {
    name: "reviews list p1000",
    kind: "shopper",
    method: "POST",
    path: "/api/review/list",
    body: reviewsByKey,
  },
  { name: "reviews gallery", kind: "shopper", path: "/reviews-gallery", headers: fresh },
  { name: "cart/add", kind: "shopper", method: "POST", path: "/api/cart/add", body: { sku: "HL100140-11", quantity: 1 } },
  // A one-line cart order: `carted` gives each request a new visitor with its bag filled first.
  { name: "order/create", kind: "shopper", method: "POST", path: "/api/order/create", body: orderCreateBody, carted: true },
  // The demo database's customer has one order; the large one's shopper0 has 200.
  { name: "my orders (200 orders)", kind: "shopper", who: "customer", method: "POST", path: "/api/account/orders", body: { page: 1 } },
  // Each request from its own address: the form allows 10 lookups per address in 10 minutes.
  {
    name: "track order",
    kind: "shopper",
    method: "POST",
    path: "/api/order/track",
    body: { orderNumber: "US251118000042", contact: "demo@heliora.example" },
    ownAddress: true,
  },
  { name: "sitemap", kind: "shopper", path: "/sitemap.xml", headers: fresh },
  // The first file of the store's products: a range of 50,000 product ids, read once per catalogue
  // version. What it reads follows what it lists, up to the protocol's limit, so it is judged by
  // that limit and by its cache (`kind: "sitemap"`), not against the demo's few hundred URLs.
  { name: "sitemap products file", kind: "sitemap", path: "/sitemap-products-1.xml", headers: fresh },
  { name: "staff dashboard", kind: "staff", who: "staff", method: "POST", path: "/api/admin/dashboard", body: {} },
  { name: "staff order list", kind: "staff", who: "staff", method: "POST", path: "/api/admin/order/list", body: {} },
  { name: "staff order list p40 (by key)", kind: "staff", who: "staff", method: "POST", path: "/api/admin/order/list", body: staffOrdersByKey },
  { name: "staff order by number", kind: "staff", who: "staff", method: "POST", path: "/api/admin/order/list", body: { q: "US251118000042" } },
  { name: "staff order by email", kind: "staff", who: "staff", method: "POST", path: "/api/admin/order/list", body: { q: "demo@heliora.example" } },
  { name: "staff order by name", kind: "staff", who: "staff", method: "POST", path: "/api/admin/order/list", body: { q: "Demo Customer" } },
  { name: "staff customer search", kind: "staff", who: "staff", method: "POST", path: "/api/admin/customer/list", body: { q: "demo@" } },
  {
    name: "staff products, low stock",
    kind: "staff",
    who: "staff",
    method: "POST",
    path: "/api/admin/catalog/products",
    body: { store: "us", stock: "low" },
  },
  {
    name: "staff review queue",
    kind: "staff",
    who: "staff",
    method: "POST",
    path: "/api/admin/review/list",
    body: { status: "pending" },
    prepare: heldReviews,
  },
  { name: "export: us catalogue CSV", kind: "export", who: "staff", path: "/api/admin/catalog/export?store=us&language=en", runs: 1 },
  // A POST of the screen's filter, as the back office sends it (an empty filter: every subscriber).
  { name: "export: newsletter CSV", kind: "export", who: "staff", method: "POST", path: "/api/admin/newsletter/export", body: {}, runs: 1 },
];

/** The verdict of one line: large against demo, by the line's kind. */
export function verdict(kind, demo, large) {
  const ratio = (a, b) => (a <= 0 && b <= 0 ? 1 : b / Math.max(a, 1e-9));
  const cpuRatio = ratio(demo.cpuMs, large.cpuMs);
  // A handful of rows more on a tiny demo figure is no growth: the ratio counts from 10 rows.
  const rowsRatio = ratio(Math.max(demo.rowsRead, 10), Math.max(large.rowsRead, 10));
  if (kind === "export") return { cpuRatio, rowsRatio, pass: large.peakMb !== null && large.peakMb < 128 };
  // sitemaps.org: at most 50,000 URLs and 50 MB uncompressed a file; a repeat is the edge cache's.
  if (kind === "sitemap") return { cpuRatio, rowsRatio, pass: large.urls <= 50_000 && large.bytes <= 50 * 1024 * 1024 && large.cachedRowsRead === 0 };
  // CPU is read in 10 ms ticks: growth within 2 ms a request is below what the bench can tell.
  const cpuWithin = (limit) => cpuRatio <= limit || large.cpuMs - demo.cpuMs <= 2;
  if (kind === "staff") return { cpuRatio, rowsRatio, pass: cpuWithin(2) && rowsRatio <= 2 && large.cpuMs < 50 };
  return { cpuRatio, rowsRatio, pass: cpuWithin(1.5) && rowsRatio <= 1.5 };
}
