// Before `npm run dev`: local secret, migrations and demo data, as `npm start` does.
import { ensureDevVars, migrateLocal } from "./lib.mjs";
import { seedIfEmpty } from "./seed.mjs";

ensureDevVars();
await migrateLocal();
await seedIfEmpty();
