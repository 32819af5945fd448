import { useState } from "react";
import type { Price } from "~/shared/checkout-types";
import { Input } from "../../components/ui/input";
import { useAdminAction } from "./admin-action";
import { useAdminData } from "./admin-api";
import { AdminError } from "./admin-layout";
import { ActionForm } from "./admin-action-form";

interface Difference {
  param: string;
  reason: string;
  amount: Price;
  createdAt: number;
  paymentOrder: string | null;
  paid: boolean;
}

/**
 * An order's price-difference payments: the ones asked (reason, amount fixed in the order's
 * currency, their own payment link) and whether each is paid, by which payment order.
 */
export function OrderDifferences({ orderNumber, canAsk }: { orderNumber: string; canAsk: boolean }) {
  const list = useAdminData<Difference[]>("custom/differences", { orderNumber });
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [link, setLink] = useState("");
  const action = useAdminAction();
  const submit = () =>
    action.run<{ link: string }>("custom/difference", { orderNumber, amount: Number(amount), reason }, (d) => {
      setLink(d.link);
      setAmount("");
      setReason("");
      list.reload();
    });
  return (
    <>
      {list.data && list.data.length > 0 && (
        <section className="admin__section" aria-labelledby="order-differences">
          <h3 id="order-differences">Price differences</h3>
          <ul data-testid="order-differences">
            {list.data.map((d) => (
              <li key={d.param}>
                {d.amount.formatted} — {d.reason} — {d.paid ? `paid (${d.paymentOrder})` : "not paid yet"}
              </li>
            ))}
          </ul>
        </section>
      )}
      <AdminError message={list.error} />
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
