import { useAtom } from "jotai";
import { lazy, Suspense, useId, useState } from "react";
import { sizeTypeAtom } from "../../../atoms/shell";
import { Link } from "../../../components/ui/link";
import { helpPath } from "~/shared/url-scheme";
import type { Measurements } from "~/shared/catalog-types";
import { useT } from "../../../lib/use-t";
import { MeasurementsTable } from "./measurements-table";

// The dialog loads when the shopper first opens the guide.
const Dialog = lazy(() => import("../../../components/ui/dialog").then((m) => ({ default: m.Dialog })));

/** The size guide of the product's kind: ring sizes, chain lengths or garment measurements. */
export function SizeGuide({ kind, measurements }: { kind: "ring" | "clothing" | "chain"; measurements: Measurements[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--link size-guide__open"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t("catalog.sizeGuide.open")}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <Dialog open={open} onOpenChange={setOpen} title={t(`catalog.sizeGuide.${kind}.title`)} width="min(640px, 94vw)">
            <p>{t(`catalog.sizeGuide.${kind}.text`)}</p>
            {kind === "clothing" && measurements.length > 0 && (
              <>
                <SizeTypeSwitch />
                <MeasurementsTable rows={measurements} />
              </>
            )}
            <p>
              <Link to={helpPath("size-chart")} onClick={() => setOpen(false)}>
                {t("catalog.sizeGuide.chart")}
              </Link>
            </p>
          </Dialog>
        </Suspense>
      )}
    </>
  );
}

/** Centimetres or inches for the measurements: the shared state's size type, which every table follows. */
function SizeTypeSwitch() {
  const t = useT();
  const name = useId();
  const [sizeType, setSizeType] = useAtom(sizeTypeAtom);
  return (
    <fieldset className="size-type" data-testid="size-type">
      <legend>{t("catalog.sizeGuide.units")}</legend>
      {(["cm", "in"] as const).map((unit) => (
        <label key={unit}>
          <input type="radio" name={name} value={unit} checked={sizeType === unit} onChange={() => setSizeType(unit)} />{" "}
          {t(`catalog.sizeGuide.unit.${unit}`)}
        </label>
      ))}
    </fieldset>
  );
}
