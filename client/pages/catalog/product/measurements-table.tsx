import { useAtomValue } from "jotai";
import type { Measurements } from "~/shared/catalog-types";
import type { SizeType } from "~/shared/shell-state";
import { sizeTypeAtom } from "../../../atoms/shell";
import { useT } from "../../../lib/use-t";
import { DataTable } from "../../../components/ui/data-table";

const COLUMNS = ["bust", "shoulder", "length", "sleeve", "waist", "hip"] as const;

/** A measurement kept in cm, in the size type shown: inches to a tenth. */
export const inSizeType = (cm: number, sizeType: SizeType) => (sizeType === "in" ? String(Math.round((cm / 2.54) * 10) / 10) : String(cm));

/** Garment measurements (kept in cm) in the shared state's size type, one row per size; columns without any value are left out. */
export function MeasurementsTable({ rows }: { rows: Measurements[] }) {
  const t = useT();
  const sizeType = useAtomValue(sizeTypeAtom);
  const columns = COLUMNS.filter((c) => rows.some((r) => r[c] !== undefined && r[c] !== null));
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (axe scrollable-region-focusable)
    <div className="table-scroll" role="region" aria-label={t("catalog.measurements.title")} tabIndex={0}>
      <DataTable
        className="measurements"
        data-testid="measurements"
        caption={t(sizeType === "in" ? "catalog.measurements.captionIn" : "catalog.measurements.caption")}
        hideCaption
        columns={[t("catalog.product.size"), ...columns.map((c) => t(`catalog.measurements.${c}`))]}
        rows={rows}
        rowKey={(row) => row.size}
        cells={(row) => (
          <>
            <th scope="row">{row.size}</th>
            {columns.map((c) => (
              <td key={c}>{row[c] === undefined || row[c] === null ? "–" : inSizeType(row[c], sizeType)}</td>
            ))}
          </>
        )}
      />
    </div>
  );
}
