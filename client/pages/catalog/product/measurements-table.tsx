import type { Measurements } from "~/shared/catalog-types";
import { useT } from "../../../lib/use-t";

const COLUMNS = ["bust", "shoulder", "length", "sleeve", "waist", "hip"] as const;

/** Garment measurements in cm, one row per size; columns without any value are left out. */
export function MeasurementsTable({ rows }: { rows: Measurements[] }) {
  const t = useT();
  const columns = COLUMNS.filter((c) => rows.some((r) => r[c] !== undefined && r[c] !== null));
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (axe scrollable-region-focusable)
    <div className="table-scroll" role="region" aria-label={t("catalog.measurements.title")} tabIndex={0}>
      <table className="measurements" data-testid="measurements">
        <caption className="visually-hidden">{t("catalog.measurements.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("catalog.product.size")}</th>
            {columns.map((c) => (
              <th key={c} scope="col">
                {t(`catalog.measurements.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.size}>
              <th scope="row">{row.size}</th>
              {columns.map((c) => (
                <td key={c}>{row[c] ?? "–"}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
