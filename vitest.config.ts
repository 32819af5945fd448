import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";
import { aliases } from "./build-tools/aliases.ts";

/**
 * Three projects: pure code in Node, React components in happy-dom, and the worker
 * (routes and services against real D1/KV/R2) inside workerd.
 */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        extends: true,
        plugins: [lingui()],
        test: {
          name: "unit",
          environment: "node",
          include: ["shared/**/*.test.ts", "scripts/**/*.test.ts", "build-tools/**/*.test.ts", "migrations/*.test.ts"],
        },
      },
      {
        extends: true,
        plugins: [lingui()],
        test: {
          name: "dom",
          environment: "happy-dom",
          include: ["client/**/*.test.{ts,tsx}"],
          setupFiles: ["./client/test/setup.ts"],
        },
      },
      {
        extends: true,
        plugins: [
          lingui(),
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.jsonc" },
            miniflare: {
              // A second database for the lagging replica of worker/test/lagging-d1.ts.
              d1Databases: { REPLICA_DB: "replica-of-storefront" },
              // A fixed secret: a fresh clone has no .dev.vars, and tests that pose as production need one.
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
                ENVIRONMENT: "local",
                APP_SECRET: "test-secret-for-worker-tests-0123456789",
                // Replays a failing randomised ledger run (worker/services/ledger/randomised.test.ts).
                LEDGER_SEED: process.env.LEDGER_SEED ?? "",
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["worker/**/*.test.ts"],
          setupFiles: ["./worker/test/apply-migrations.ts"],
        },
      },
    ],
  },
});
