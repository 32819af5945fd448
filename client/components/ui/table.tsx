import type { CSSProperties, ReactNode } from "react";
import { useT } from "../../lib/use-t";
import { cx } from "./class-names";
import { UI_DEFAULTS } from "./defaults";

export interface TableColumn<Row> {
  title: string;
  prop: keyof Row & string;
  /** px number or any CSS length; default 50px. */
  width?: number | string;
  align?: "left" | "center" | "right";
  /** Stays in view while the table scrolls sideways. */
  fixed?: "left" | "right";
  render?: (row: Row, index: number) => ReactNode;
}

export interface ResolvedColumn<Row> extends TableColumn<Row> {
  width: string;
  align: "left" | "center" | "right";
  /** Offset from its fixed edge (sum of the fixed columns before it on that side). */
  offset?: string;
}

const toCss = (width: number | string) => (typeof width === "number" ? `${width}px` : width);

/** Applies the column defaults (50px, left) and works out where fixed columns stick. */
export function resolveColumns<Row>(columns: TableColumn<Row>[]): ResolvedColumn<Row>[] {
  const resolved = columns.map((column) => ({
    ...column,
    width: toCss(column.width ?? UI_DEFAULTS.table.columnWidth),
    align: column.align ?? UI_DEFAULTS.table.align,
  }));
  const stack = (list: ResolvedColumn<Row>[]) => {
    const before: string[] = [];
    for (const column of list) {
      column.offset = before.length ? `calc(${before.join(" + ")})` : "0px";
      before.push(column.width);
    }
  };
  stack(resolved.filter((c) => c.fixed === "left"));
  stack(resolved.filter((c) => c.fixed === "right").reverse());
  return resolved;
}

export interface TableProps<Row> {
  columns: TableColumn<Row>[];
  data: Row[];
  /** Names the table (a visible caption, or hidden with hideCaption). */
  caption: string;
  hideCaption?: boolean;
  rowKey: (row: Row, index: number) => string | number;
  emptyText?: string;
}

/** A data table that scrolls sideways with fixed columns; an empty one says "No Data". */
export function Table<Row>({ columns, data, caption, hideCaption = false, rowKey, emptyText }: TableProps<Row>) {
  const t = useT();
  const cols = resolveColumns(columns);
  const cellStyle = (column: ResolvedColumn<Row>): CSSProperties => ({
    width: column.width,
    minWidth: column.width,
    textAlign: column.align,
    ...(column.fixed ? { [column.fixed]: column.offset } : {}),
  });
  const cellClass = (column: ResolvedColumn<Row>) => cx(column.fixed && `ui-table__fixed ui-table__fixed--${column.fixed}`);
  return (
    // A keyboard user can scroll the region; it is named by the caption.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (axe scrollable-region-focusable)
    <div className="ui-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className={cx(hideCaption && "visually-hidden")}>{caption}</caption>
        <thead>
          <tr>
            {cols.map((column, i) => (
              <th key={i} scope="col" style={cellStyle(column)} className={cellClass(column)}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.length === 0 ? (
            <tr>
              <td colSpan={cols.length} className="ui-table__empty">
                {emptyText ?? t("ui.table.empty")}
              </td>
            </tr>
          ) : (
            data.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {cols.map((column, i) => (
                  <td key={i} style={cellStyle(column)} className={cellClass(column)}>
                    {column.render ? column.render(row, index) : String(row[column.prop] ?? "")}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
