import { useEffect } from "react";
import { Link } from "../ui/link";
import { HISTORY_DRAWER_WIDTH_PX } from "~/shared/constants";
import { useT } from "../../lib/use-t";
import { useViewedHistory } from "../../lib/use-viewed-history";
import { ProductImage } from "../catalog/product-image";
import { Drawer } from "../ui/drawer";
import { Skeleton } from "../ui/skeleton";

const THUMB = 96;

/**
 * The Viewed History drawer: right side, 448 px, states closed, loading skeleton,
 * empty and list. Its data loads each time it opens, so it shows today's views.
 */
export function HistoryDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { state, load } = useViewedHistory();

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t("history.title")}
      direction="right"
      size={`min(${HISTORY_DRAWER_WIDTH_PX}px, 100vw)`}
      maskClosable
    >
      <div className="history" data-testid="history-drawer" data-state={state.kind}>
        {(state.kind === "loading" || state.kind === "idle") && (
          <>
            <Skeleton rows={2} image />
            <Skeleton rows={2} image />
          </>
        )}
        {state.kind === "empty" && <p className="history__empty">{t("history.empty")}</p>}
        {state.kind === "list" &&
          state.entries.map((entry) => (
            <section key={entry.date} className="history__day" aria-label={entry.date}>
              <h3 className="history__date">
                <time dateTime={entry.date}>{entry.date}</time>
              </h3>
              <ul className="history__items">
                {entry.spuCodes.map((item) => (
                  <li key={item.spuCode}>
                    <Link to={item.seoLink} className="mini-card" onClick={onClose}>
                      <ProductImage image={item.productImage} fixedWidth={THUMB} />
                      <span className="mini-card__price">{item.productSalePrice}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </div>
    </Drawer>
  );
}
