import { STORES, storeOrigin, type StoreKey } from "~/shared/stores";

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The regional jewelry stores are one site in five languages; the other brands stand alone. */
const JEWELRY_GROUP: StoreKey[] = ["us", "uk", "de", "fr", "mx"];

const groupOf = (store: StoreKey) => (JEWELRY_GROUP.includes(store) ? JEWELRY_GROUP : [store]);

/** Query parameters that change what a page shows and so belong in its canonical URL. */
const CANONICAL_QUERY = ["q", "page", "orderNumber"];

function canonicalPath(url: URL) {
  const query = new URLSearchParams();
  for (const key of CANONICAL_QUERY) {
    const value = url.searchParams.get(key);
    if (value && !(key === "page" && value === "1")) query.set(key, value);
  }
  const text = query.toString();
  return `${url.pathname}${text ? `?${text}` : ""}`;
}

export function canonicalFor(store: StoreKey, url: URL, domains?: Partial<Record<StoreKey, string>>) {
  return `${storeOrigin(store, url, domains)}${canonicalPath(url)}`;
}

export function alternatesFor(store: StoreKey, url: URL, domains?: Partial<Record<StoreKey, string>>): Alternate[] {
  const group = groupOf(store);
  // The same path on every store's origin: worked out once, not six times per render.
  const path = canonicalPath(url);
  const links = group.map((key) => ({ hreflang: STORES[key].hreflang, href: `${storeOrigin(key, url, domains)}${path}` }));
  return [...links, { hreflang: "x-default", href: `${storeOrigin(group[0], url, domains)}${path}` }];
}
