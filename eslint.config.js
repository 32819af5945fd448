// Lint: typescript-eslint, React hooks and jsx-a11y recommended sets. Type-aware rules are left
// out: on two busy cores they cost minutes per run (docs/architecture.md#quality-gates).
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".wrangler/",
      ".react-router/",
      "test-results/",
      "test-reports/",
      "playwright-report/",
      "worker/worker-configuration.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    // The recommended set's React Compiler diagnostics (refs in render, setState in effects,
    // purity, …) judge code for the compiler's automatic memoisation, which this app does not
    // use; adopting the compiler is its own change. The hooks rules proper stay on.
    rules: {
      "react-hooks/refs": "off",
      "react-hooks/set-state-in-effect": "off",
      "react-hooks/use-memo": "off",
      "react-hooks/purity": "off",
      "react-hooks/immutability": "off",
      "react-hooks/globals": "off",
    },
  },
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: "module" },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // `_name` marks a parameter or binding kept for its position.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests read the API's untyped JSON answers; a wrong shape fails the assertion itself.
    files: ["**/*.test.{ts,tsx}", "worker/test/**", "e2e/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  { files: ["scripts/**", "build-tools/**", "e2e/**", "*.{js,ts,mjs}"], languageOptions: { globals: globals.node } },
  { files: ["client/**"], languageOptions: { globals: globals.browser } },
  {
    // Browser code reads the worker's answers through the wire types in shared/, never the
    // worker's modules (docs/architecture.md, decision 0008). Server-only modules (loaders,
    // entry.server) run in the worker and call its services; tests may build fixtures with it.
    files: ["client/**/*.{ts,tsx}"],
    ignores: ["client/**/*.server.{ts,tsx}", "client/**/*.test.{ts,tsx}", "client/test/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(~/|(\\.\\./)+)worker/",
              message: "Browser code imports no worker/ module: put the wire type in shared/ (server-only code: name it *.server.ts).",
            },
          ],
        },
      ],
    },
  },
  { files: ["worker/**", "shared/**"], languageOptions: { globals: globals.serviceworker } },
  {
    // Layers of the worker (docs/architecture.md#where-each-feature-is): services hold the business
    // logic and know nothing of HTTP, so they import no middleware, no route and no Hono.
    files: ["worker/services/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)(middleware|routes)/",
              message: "Services import no middleware or route: take what they need as parameters (types: worker/request-context-type.ts).",
            },
            { regex: "^hono(/|$)", message: "Services know nothing of HTTP: the route turns their answer into a response." },
          ],
        },
      ],
    },
  },
  {
    // A route reads its own area's modules and worker/routes/helpers/, never another area's route
    // file: what two areas share is a helper (or a service).
    files: ["worker/routes/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./(?!helpers/)[\\w-]+/",
              message: "Routes do not import each other: move what both need to worker/routes/helpers/ or a service.",
            },
            { regex: "^~/worker/routes/", message: "Routes do not import each other: move what both need to worker/routes/helpers/ or a service." },
          ],
        },
      ],
    },
  },
  {
    // No SQL in routes or page loaders: a statement lives in the service of its domain, where its
    // tests and the query-plan check find it.
    files: ["worker/routes/**/*.ts", "client/**/*.server.{ts,tsx}"],
    ignores: ["**/*.test.ts", "worker/routes/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name=/^(prepare|batch)$/]",
          message: "No SQL in routes or page loaders: call a function of worker/services/<domain>/.",
        },
      ],
    },
  },
);
