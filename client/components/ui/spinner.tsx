import { useT } from "../../lib/use-t";
import { cx } from "./class-names";

/** A spinning ring with a status text for screen readers (default "loading..."). */
export function Spinner({ size = 24, label, className }: { size?: number; label?: string; className?: string }) {
  const t = useT();
  return (
    <span role="status" className={cx("ui-spinner", className)} style={{ width: size, height: size }}>
      <span className="visually-hidden">{label ?? t("ui.loading")}</span>
    </span>
  );
}
