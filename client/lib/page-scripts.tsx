import { createContext, useContext } from "react";
import type { EntryContext } from "react-router";
import { contextScript, hydrationPlan, hydrationScript } from "./hydration-script";

/** The two scripts' text, written by the server's entry; absent in the browser. */
interface PageScriptsText {
  context: string;
  module: string;
}

const PageScriptsContext = createContext<PageScriptsText | undefined>(undefined);
export const PageScriptsProvider = PageScriptsContext.Provider;

/**
 * The scripts of a server-rendered page, from React Router's entry context. Telling React Router
 * that its scripts are on the page (`renderMeta.didRenderScripts`) is what makes its server
 * stream the loader data into `window.__reactRouterContext.stream`, as it does for `<Scripts>`.
 */
export function pageScripts(entry: EntryContext): PageScriptsText {
  entry.renderMeta ??= {};
  entry.renderMeta.didRenderScripts = true;
  return { context: contextScript(entry.serverHandoffString ?? "{}"), module: hydrationScript(hydrationPlan(entry)) };
}

/**
 * In place of React Router's `<Scripts>` (docs/decisions/0017-own-scripts.md): the same two
 * scripts, but the module script fetches the page's modules after its first paint instead of
 * announcing them as `<link rel="modulepreload">` (client/lib/hydration-script.ts). The browser
 * renders them empty and keeps the server's, as React Router does.
 */
export function PageScripts({ nonce }: { nonce?: string }) {
  const text = useContext(PageScriptsContext);
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text?.context ?? " " }} />
      <script nonce={nonce} suppressHydrationWarning type="module" async dangerouslySetInnerHTML={{ __html: text?.module ?? " " }} />
    </>
  );
}
