/**
 * React Router's <Scripts> announces every module the page hydrates with as
 * `<link rel="modulepreload">`, which Chrome fetches at high priority, beside the stylesheet and
 * ahead of the main image: on a phone's 4G the scripts then hold back the first paint (and
 * Lighthouse counts them as render-blocking). This plugin gives those links
 * `fetchpriority="low"` in the app's build: the modules are still fetched at once, after what
 * the page needs to paint (issue 21, docs/decisions/0011-mobile-speed.md). React Router has no
 * option for it; the edit is checked against the installed version by its test.
 */
import type { Plugin } from "vite";

const TARGET = /[\\/]react-router[\\/]dist[\\/].*\.m?js$/;
const LINK = 'rel: "modulepreload",';
const LOW = 'rel: "modulepreload", fetchPriority: "low",';

/** The module's code with every modulepreload link of React Router marked low priority. */
export function lowPriorityModulePreloads(code: string): string {
  return code.split(LINK).join(LOW);
}

export function lowPriorityModulePreloadsPlugin(): Plugin {
  return {
    name: "low-priority-module-preloads",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (!TARGET.test(id) || !code.includes(LINK)) return null;
      return { code: lowPriorityModulePreloads(code), map: null };
    },
  };
}
