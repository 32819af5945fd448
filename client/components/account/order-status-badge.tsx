import { statusLabelKey } from "~/shared/order-types";
import { useT } from "../../lib/use-t";

/** An order's status with its label (the `order.status.*` catalogue of checkout); a status it does not know reads Unknown. */
export function OrderStatusBadge({ status, testId }: { status: string; testId?: string }) {
  const t = useT();
  return (
    <span className={`order-status order-status--${status}`} data-testid={testId}>
      {t(statusLabelKey(status))}
    </span>
  );
}
