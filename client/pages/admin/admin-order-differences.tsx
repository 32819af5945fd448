import { useState } from "react";
import { Input } from "../../components/ui/input";
import { useAdminAction } from "./admin-action";
import { ActionForm } from "./admin-action-form";
import type { OrderView } from "./admin-orders-loader.server";

/**
 * An order's price-difference payments: the ones asked (reason, amount fixed in the order's
 * currency, their own payment link) and whether each is paid, by which payment order.
 */
export function OrderDifferences({
  orderNumber,
  list,
  canAsk,
  refresh,
}: {
  orderNumber: string;
  list: OrderView["differences"];
  canAsk: boolean;
  refresh: () => void;
}) {
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [link, setLink] = useState("");
  const action = useAdminAction();
  const submit = () =>
    action.run<{ link: string }>("custom/difference", { orderNumber, amount: Number(amount), reason }, (d) => {
      setLink(d.link);
      setAmount("");
      setReason("");
      refresh();
    });
  return (
    <>
      {list.length > 0 && (
        <section className="admin__section" aria-labelledby="order-differences">
          <h3 id="order-differences">Price differences</h3>
          <ul data-testid="order-differences">
            {list.map((d) => (
              <li key={d.param}>
                {d.amount.formatted} — {d.reason} — {d.paid ? `paid (${d.paymentOrder})` : "not paid yet"}
              </li>
            ))}
          </ul>
        </section>
      )}
      {canAsk && (
        <ActionForm title="Ask for a price difference" label="Make payment request" action={action} submit={submit}>
          <Input label="Reason (the shopper sees it)" value={reason} onChange={setReason} error={action.fields.reason} />
          <Input label="Amount (the order's currency)" inputMode="decimal" value={amount} onChange={setAmount} error={action.fields.amount} />
          {link && <Input label="Link to send" value={link} readOnly />}
        </ActionForm>
      )}
    </>
  );
}
