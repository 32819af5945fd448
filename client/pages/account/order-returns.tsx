import { useAtomValue } from "jotai";
import { useState, type FormEvent } from "react";
import type { OrderDetailView, ReturnableLine } from "~/shared/account-order-types";
import { languageAtom } from "../../atoms/shell";
import { Button } from "../../components/ui/button";
import { formatDate } from "../../lib/format-date";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";

/**
 * Returning items of a delivered order within their return window (30 days, 90 with
 * JewelSafe): how many pieces of each line, then one call; the answer is the updated order
 * and the amount that will be refunded.
 */
export function OrderReturns({
  orderNumber,
  lines,
  onDone,
}: {
  orderNumber: string;
  lines: ReturnableLine[];
  onDone: (detail: OrderDetailView | null, message: string, ok: boolean) => void;
}) {
  const t = useT();
  const api = useApi();
  const language = useAtomValue(languageAtom);
  const [wanted, setWanted] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState(false);
  const chosen = lines
    .filter((line) => (wanted[line.position] ?? 0) > 0)
    .map((line) => ({ position: line.position, quantity: wanted[line.position] }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen.length) return onDone(null, t("return.nothing"), false);
    setBusy(true);
    try {
      const answer = await api<OrderDetailView>("account/returnItems", { orderNumber, lines: chosen });
      if (answer.code === 200) setWanted({});
      onDone(answer.code === 200 ? answer.data : null, answer.message, answer.code === 200);
    } catch {
      onDone(null, t("cart.networkError"), false);
    }
    setBusy(false);
  };

  return (
    <section className="account-section" aria-labelledby="returns-title" data-testid="order-returns">
      <h2 id="returns-title">{t("return.title")}</h2>
      <form onSubmit={submit} noValidate>
        <ul className="order-returns">
          {lines.map((line) => {
            const id = `return-${line.position}`;
            return (
              <li key={line.position}>
                <label htmlFor={id}>{t("return.quantityOf", { title: line.title })}</label>{" "}
                <select
                  id={id}
                  value={wanted[line.position] ?? 0}
                  onChange={(e) => setWanted({ ...wanted, [line.position]: Number(e.target.value) })}
                >
                  {Array.from({ length: line.quantity + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>{" "}
                <span className="order-returns__until">{t("return.until", { date: formatDate(line.until, language) })}</span>
              </li>
            );
          })}
        </ul>
        <Button type="submit" variant="primary" loading={busy} data-testid="return-items">
          {t("return.submit")}
        </Button>
      </form>
    </section>
  );
}
