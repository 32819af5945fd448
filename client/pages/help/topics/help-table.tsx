import type { ReactNode } from "react";
import { DataTable } from "../../../components/ui/data-table";

export interface TableRow {
  key: string;
  /** The first cell heads its row. */
  cells: readonly ReactNode[];
}

/**
 * A captioned data table with column and row headers. Narrow screens scroll it sideways,
 * so its wrapper is a named, focusable region keyboard users can scroll too.
 */
export function HelpTable({ id, caption, columns, rows }: { id: string; caption: string; columns: readonly string[]; rows: readonly TableRow[] }) {
  const captionId = `${id}-caption`;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (axe scrollable-region-focusable)
    <div className="help-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <DataTable
        data-testid={id}
        caption={caption}
        captionId={captionId}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        cells={(row) =>
          row.cells.map((cell, index) =>
            index === 0 ? (
              <th key={index} scope="row">
                {cell}
              </th>
            ) : (
              <td key={index}>{cell}</td>
            ),
          )
        }
      />
    </div>
  );
}
