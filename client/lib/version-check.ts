/**
 * Outdated-build check: the build writes /version.json; the app reads it 1 s after
 * start and then on the configured interval. When a newer build is out, the next navigation
 * becomes a full page load at the path being navigated to; a chunk that fails to load
 * (it belonged to the old build) reloads the page at once.
 */
declare const __BUILD_ID__: string;

const FIRST_CHECK_MS = 1000;
let outdated = false;

async function check(current: string) {
  try {
    const res = await fetch("/version.json", { cache: "no-store" });
    if (!res.ok) return;
    const { version } = (await res.json()) as { version?: string };
    if (version && version !== current) outdated = true;
  } catch (error) {
    console.warn("version check failed", error);
  }
}

function intervalFromPage(): number {
  const value = Number(document.documentElement.dataset.versionInterval);
  return value > 0 ? value : 300_000;
}

export function watchForNewBuilds() {
  const current = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : "";
  window.addEventListener("vite:preloadError", () => window.location.reload());
  if (!current || import.meta.env.DEV) return;
  setTimeout(() => {
    void check(current);
    setInterval(() => void check(current), intervalFromPage());
  }, FIRST_CHECK_MS);

  // Turn the next in-app navigation into a real page load once the build is outdated.
  document.addEventListener(
    "click",
    (event) => {
      if (!outdated || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!anchor || anchor.target || anchor.origin !== window.location.origin) return;
      event.preventDefault();
      window.location.assign(anchor.href);
    },
    true,
  );
}
