import { useEffect, useState } from "react";

/**
 * False in the server's HTML and the first client render, true once the page is live:
 * widgets that need JavaScript say so (`data-hydrated`), and tests wait for it.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
