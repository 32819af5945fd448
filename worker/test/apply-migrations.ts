import { applyD1Migrations, env } from "cloudflare:test";

// Every test file starts from the real schema and reference data.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Every request writes one JSON log line (middleware/request-log.ts); thousands of them would
// bury the test output. Tests that check the lines spy on console.log themselves.
const print = console.log.bind(console);
console.log = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].startsWith('{"type":"request"')) return;
  print(...args);
};
