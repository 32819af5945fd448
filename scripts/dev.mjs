// `npm run dev`: local secret, migrations and demo data as `npm start` does, then Vite with HMR
// and the worker in workerd. PORT picks the dev server's port (and so, locally, the store).
import { bin, ensureDevVars, migrateLocal, run } from "./lib.mjs";
import { seedIfEmpty } from "./seed.mjs";

ensureDevVars();
await migrateLocal();
await seedIfEmpty();
await run(bin("react-router"), ["dev", "--port", process.env.PORT ?? "5173", "--strictPort"]);
