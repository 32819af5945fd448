import type { Key, ReactNode, TableHTMLAttributes } from "react";

/** A column heading, with the class its cells share (an amount's right alignment) where it has one. */
type DataColumn = string | { label: string; className?: string };

interface DataTableProps<Row> extends Omit<TableHTMLAttributes<HTMLTableElement>, "children"> {
  caption?: ReactNode;
  /** A caption for screen readers only, where the heading above already names the table. */
  hideCaption?: boolean;
  captionId?: string;
  columns: readonly DataColumn[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** The test id of every body row. */
  rowTestId?: string;
  /** The row's cells: a row heading (`th scope="row"`) where it has one, then `td`s. */
  cells: (row: Row) => ReactNode;
}

/**
 * A plain semantic table (caption, column headings, one row per item) that the page's stylesheet
 * styles. Unlike the kit's Table it sets no widths and adds no scroll region: its wrapper is the page's.
 */
export function DataTable<Row>({ caption, hideCaption = false, captionId, columns, rows, rowKey, rowTestId, cells, ...table }: DataTableProps<Row>) {
  return (
    <table {...table}>
      {caption !== undefined && (
        <caption id={captionId} className={hideCaption ? "visually-hidden" : undefined}>
          {caption}
        </caption>
      )}
      <thead>
        <tr>
          {columns.map((column, index) => {
            const { label, className } = typeof column === "string" ? { label: column, className: undefined } : column;
            return (
              <th key={index} scope="col" className={className}>
                {label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} data-testid={rowTestId}>
            {cells(row)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
