import { parse } from "csv-parse/sync";

/**
 * A product CSV read with csv-parse (RFC 4180: quoted fields with commas and newlines, doubled
 * quotes, a UTF-8 BOM, CRLF or LF): the header and every data row by column name, with the line
 * number the row starts on so the report can point at it.
 */
export interface CsvRow {
  line: number;
  cells: Map<string, string>;
}

export interface CsvTable {
  header: string[];
  rows: CsvRow[];
}

export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** The ' an export puts before a formula-like cell (export.ts), taken off. */
const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

export function readCsv(text: string): CsvTable {
  let records: { record: string[]; info: { bytes: number } }[];
  try {
    records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof records;
  } catch (error) {
    const line = Number((error as { lines?: number }).lines) || 1;
    throw new CsvError(line, `The file is not a readable CSV (line ${line}): ${(error as Error).message.replace(/^Invalid Record Length: /, "")}`);
  }
  if (!records.length) throw new CsvError(1, "The file is empty.");
  const header = records[0].record.map((name) => name.trim());
  // Line numbers from byte offsets: info.bytes is where each record (with its line break) ends.
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  let line = 1;
  const advance = (to: number) => {
    for (; at < to && at < bytes.length; at++) if (bytes[at] === 0x0a) line++;
  };
  advance(records[0].info.bytes);
  const rows = records.slice(1).map(({ record, info }) => {
    // Blank lines before the record are skipped by the parser, not by the count.
    while (at < bytes.length && (bytes[at] === 0x0a || bytes[at] === 0x0d)) advance(at + 1);
    const start = line;
    advance(info.bytes);
    const cells = new Map<string, string>();
    header.forEach((name, i) => {
      if (name && !cells.has(name)) cells.set(name, unescapeFormula(record[i] ?? "").trim());
    });
    return { line: start, cells };
  });
  return { header, rows };
}
