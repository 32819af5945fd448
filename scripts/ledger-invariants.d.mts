export interface LedgerProblem {
  subject: string;
  detail: string;
}

export interface LedgerResult {
  key: string;
  title: string;
  problems: LedgerProblem[];
}

export const LEDGER_INVARIANTS: { key: string; title: string; sql: string }[];
export function checkLedger(query: (sql: string) => Promise<LedgerProblem[]>): Promise<LedgerResult[]>;
export function ledgerReport(results: LedgerResult[], shown?: number): string[];
