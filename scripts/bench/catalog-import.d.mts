export const ROWS: number;
export function generateCsv(rows?: number): string;
export function benchCatalogImport(): Promise<{
  rows: number;
  products: number;
  bytes: number;
  parseMs: number;
  mapMs: number;
  totalMs: number;
  pass: boolean;
  budgetMs: number;
}>;
export function describeCatalogImport(result: Awaited<ReturnType<typeof benchCatalogImport>>): string;
