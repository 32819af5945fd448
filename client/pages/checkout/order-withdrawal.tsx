import { useAtomValue } from "jotai";
import { pathTo } from "~/shared/url-scheme";
import type { WithdrawalState } from "~/shared/withdrawal-types";
import { languageAtom } from "../../atoms/shell";
import { Link } from "../../components/ui/link";
import { formatDateTime } from "../../lib/format-date";
import { useT } from "../../lib/use-t";

/**
 * On an order's page (the account's and tracking's): the withdrawal already made, or the
 * withdrawal button while the order can be withdrawn from (docs/decisions/1325-withdrawal-button.md).
 */
export function OrderWithdrawal({ orderNumber, withdrawal }: { orderNumber: string; withdrawal: WithdrawalState }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  if (withdrawal.withdrawnAt !== null) {
    return (
      <p className="order-withdrawal" data-testid="order-withdrawn">
        {t("withdrawal.onOrder", { date: `${formatDateTime(withdrawal.withdrawnAt, language)} UTC` })}
      </p>
    );
  }
  if (!withdrawal.withdrawable) return null;
  return (
    <p className="order-withdrawal">
      <Link to={pathTo("withdrawal", {}, { orderNumber })} data-testid="order-withdraw-link">
        {t("footer.withdraw")}
      </Link>
    </p>
  );
}
