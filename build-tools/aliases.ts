import { fileURLToPath } from "node:url";

const root = (dir: string) => fileURLToPath(new URL(`../${dir}`, import.meta.url));

/** The `~/…` import roots, shared by the app build and every test project. */
export const aliases = {
  "~/shared": root("shared"),
  "~/client": root("client"),
  "~/worker": root("worker"),
};
