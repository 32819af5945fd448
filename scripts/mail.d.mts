export const MAIL_DIR: string;

export interface OutboxMessage {
  /** ISO time the worker sent it. */
  date: string;
  to: string;
  subject: string;
  /** Where it was written, under .mail/. */
  file: string;
  eml: string;
}

export function exportOutbox(options?: { to?: string; persistDir?: string }): Promise<OutboxMessage[]>;
export function textOf(eml: string): string;
