/** The data centre's Cache API store (`caches.default`); absent outside workerd. */
export function edgeCache(): Cache | undefined {
  return (globalThis as unknown as { caches?: { default?: Cache } }).caches?.default;
}
