import type { ReactNode } from "react";
import { useT } from "../../lib/use-t";
import { cx } from "./class-names";
import { UI_DEFAULTS } from "./defaults";

export interface SkeletonProps {
  /** While true the placeholder shows; afterwards the children. */
  loading?: boolean;
  rows?: number;
  /** A block above the rows, for an image. */
  image?: boolean;
  /** Animated shimmer (still when the visitor prefers reduced motion). */
  animated?: boolean;
  children?: ReactNode;
  className?: string;
}

/** Grey placeholder rows of the content's shape; the last row is 60% wide. */
export function Skeleton({ loading = true, rows = UI_DEFAULTS.skeleton.rows, image = false, animated = true, children, className }: SkeletonProps) {
  const t = useT();
  if (!loading) return <>{children}</>;
  return (
    <div className={cx("ui-skeleton", animated && "ui-skeleton--animated", className)} aria-busy="true">
      <span className="visually-hidden">{t("ui.loading")}</span>
      {image && <div className="ui-skeleton__image" aria-hidden="true" />}
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          className="ui-skeleton__row"
          aria-hidden="true"
          style={i === rows - 1 && rows > 1 ? { width: UI_DEFAULTS.skeleton.lastRowWidth } : undefined}
        />
      ))}
    </div>
  );
}
