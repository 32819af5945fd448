import type { Measurements } from "~/shared/catalog-types";
import { useT } from "../../../lib/use-t";
import { DataTable } from "../../../components/ui/data-table";

const COLUMNS = ["bust", "shoulder", "length", "sleeve", "waist", "hip"] as const;

/** Garment measurements in cm, one row per size; columns without any value are left out. */
export function MeasurementsTable({ rows }: { rows: Measurements[] }) {
  const t = useT();
  const columns = COLUMNS.filter((c) => rows.some((r) => r[c] !== undefined && r[c] !== null));
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (axe scrollable-region-focusable)
    <div className="table-scroll" role="region" aria-label={t("catalog.measurements.title")} tabIndex={0}>
      <DataTable
        className="measurements"
        data-testid="measurements"
        caption={t("catalog.measurements.caption")}
        hideCaption
        columns={[t("catalog.product.size"), ...columns.map((c) => t(`catalog.measurements.${c}`))]}
        rows={rows}
        rowKey={(row) => row.size}
        cells={(row) => (
          <>
            <th scope="row">{row.size}</th>
            {columns.map((c) => (
              <td key={c}>{row[c] ?? "–"}</td>
            ))}
          </>
        )}
      />
    </div>
  );
}
