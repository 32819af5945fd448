/**
 * A module loaded on demand that the app can also render synchronously once it is there: the
 * page screens (client/pages/registry.ts), the shop's chrome (components/shell/chrome.tsx) and
 * the shell's islands (lib/island.tsx). `load` starts (or joins) the import, and forgets a failed
 * one so the next call tries again; `current` is the module once loaded, for rendering it
 * without React.lazy, which suspends on its first render even when the module is there
 * (docs/decisions/0011-mobile-speed.md).
 */
export interface Preloadable<M> {
  load(): Promise<M>;
  current(): M | undefined;
}

export function preloadable<M>(importer: () => Promise<M>): Preloadable<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    current: () => loaded,
  };
}
