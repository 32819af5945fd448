import { useEffect, useState } from "react";

/**
 * False in the server's HTML and until React has hydrated the page. Buttons that only
 * work with JavaScript stay disabled until then, instead of ignoring an early click.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
