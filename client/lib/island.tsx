import { createElement, lazy, memo, Suspense, useState, type ComponentType } from "react";
import { preloadable } from "./preloadable";

/*
 * Islands of the shell that hydrate later (docs/decisions/0011-mobile-speed.md): the
 * server renders them inline, like any component (their module is loaded before the render,
 * preloadIslands in the page route's loader), inside a Suspense boundary. In the browser their
 * code is a chunk of its own, outside the shell chunk every page loads first: hydration leaves
 * the server's HTML of a boundary whose code has not arrived as it is (no layout shift, no
 * mismatch) and hydrates it when the chunk comes, after the page has hydrated and the browser
 * is idle, or at once when the shopper first touches, clicks or types. Only islands whose
 * output depends on nothing the visitor's state changes after hydration (VisitorSync) may be
 * deferred: a boundary that receives an update before it hydrates is rendered anew.
 */

type Load<P> = () => Promise<ComponentType<P>>;

const starters = new Set<() => void>();
let started = false;

/** Loads every island: the first interaction, or the first idle moment after hydration. */
function startAll() {
  if (started) return;
  started = true;
  for (const start of starters) start();
  starters.clear();
}

let listening = false;
function listen() {
  if (listening || typeof window === "undefined") return;
  listening = true;
  for (const type of ["pointerdown", "keydown", "focusin"]) window.addEventListener(type, startAll, { once: true, capture: true, passive: true });
  // Not in the hydration's own task: the load event first, then an idle moment.
  const afterLoad = () => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(startAll, { timeout: 3000 });
    else window.setTimeout(startAll, 300);
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}

function whenStarted(): Promise<void> {
  if (started || typeof window === "undefined") return Promise.resolve();
  listen();
  return new Promise((resolve) => starters.add(resolve));
}

const preloads: (() => Promise<unknown>)[] = [];

/** The server loads every island's module before it renders, so none suspends there. */
export function preloadIslands(): Promise<void> {
  return Promise.all(preloads.map((load) => load())).then(() => undefined);
}

/**
 * A component whose code loads after hydration: rendered directly once its module is there,
 * through React.lazy (waiting for the shopper or an idle moment) until then.
 */
export function island<P extends object>(load: Load<P>): ComponentType<P> {
  const module = preloadable(load);
  const remember = module.load;
  preloads.push(remember);
  // The worker loads it at once: a render that would come before preloadIslands still finds it.
  if (import.meta.env.SSR) void remember().catch(() => undefined);
  const Lazy = lazy(() =>
    whenStarted()
      .then(remember)
      .then((component) => ({ default: component })),
  );
  // memo: a parent's re-render (the header's, when the visitor's state arrives) must not reach a
  // boundary still waiting to hydrate: React would drop its server HTML and show the fallback
  // (nothing) until the code comes, and the page below would shift twice (CLS 0.104 measured).
  return memo(function Island(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() => module.current() ?? Lazy);
    return createElement(Suspense, { fallback: null }, createElement(Component, props));
  }) as unknown as ComponentType<P>;
}
