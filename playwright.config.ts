import { defineConfig } from "@playwright/test";

/**
 * End-to-end journeys in Debian's Chromium against the production build served by
 * `npm start` on its own port and its own local state, so a developer's data is untouched.
 */
const port = Number(process.env.E2E_PORT ?? 8788);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // A journey passes or fails on its first run: a retry would hide a flaky test or a server
  // that dropped a request (docs/decisions/0006-local-runtime.md).
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_JSON ?? "test-reports/e2e.json" }]],
  use: {
    baseURL,
    headless: true,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/version.json`,
    env: {
      PORT: String(port),
      PERSIST_DIR: process.env.E2E_PERSIST_DIR ?? ".wrangler/e2e-state",
      SKIP_BUILD: process.env.E2E_SKIP_BUILD ?? "0",
    },
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
