import type { GeneratedCatalog } from "./generate.mjs";

export function catalogStatements(
  db: D1Database,
  catalog: GeneratedCatalog,
  images: Map<number, { key: string; width: number; height: number }[]>,
): D1PreparedStatement[];
