import { useCallback, useRef } from "react";

/**
 * Loads a module the first time it is needed and keeps it. Forms use it for their zod
 * schemas: validation runs only after the shopper interacts, so zod stays out of the
 * initial JavaScript of every page (call `preload` on focus, `load` on submit).
 */
export function useLazyModule<M>(importer: () => Promise<M>) {
  const ref = useRef<Promise<M> | null>(null);
  const load = useCallback(() => (ref.current ??= importer()), [importer]);
  return { load, preload: () => void load().catch(() => (ref.current = null)) };
}
