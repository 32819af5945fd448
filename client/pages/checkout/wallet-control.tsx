import { useAtomValue } from "jotai";
import { useEffect, useId, useState } from "react";
import { Link } from "../../components/ui/link";
import type { Price } from "~/shared/checkout-types";
import { formatMoney, round2 } from "~/shared/money";
import { helpPath } from "~/shared/url-scheme";
import { signedInAtom } from "../../atoms/shell";
import { Checkbox } from "../../components/ui/checkbox";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";

/**
 * What the wallet would pay of `total` and what is left for the payment provider. The
 * server computes the same in order/create (worker/services/checkout/wallet-payment.ts);
 * this is only what the shopper sees before placing the order.
 */
export function walletSplit(balance: number, total: Price, use: boolean): { wallet: Price; due: Price } {
  const money = (amount: number) => ({ amount, currency: total.currency, formatted: formatMoney(amount, total.currency) });
  const wallet = use ? round2(Math.max(0, Math.min(balance, total.amount))) : 0;
  return { wallet: money(wallet), due: money(round2(total.amount - wallet)) };
}

/**
 * The signed-in customer's wallet balance in the shopper's currency; 0 for visitors or until
 * it loads. A new `refresh` value asks again (the server said the balance changed).
 */
export function useWalletBalance(refresh?: unknown): number {
  const api = useApi();
  const signedIn = useAtomValue(signedInAtom);
  const [balance, setBalance] = useState(0);
  useEffect(() => {
    if (!signedIn) return;
    api("account/wallet", { page: 1 })
      .then((answer) => answer.code === 200 && setBalance(answer.data.balanceAmount))
      // Without an answer the checkout simply does not offer the wallet.
      .catch(() => undefined);
  }, [api, signedIn, refresh]);
  return balance;
}

/**
 * Part payment from the wallet (store credit): a checkbox with the balance, and once chosen
 * the amount it pays and what is left to pay. Shown only when there is a balance.
 */
export function WalletControl({
  balance,
  total,
  checked,
  onChange,
}: {
  balance: number;
  total: Price;
  checked: boolean;
  onChange: (use: boolean) => void;
}) {
  const t = useT();
  const titleId = useId();
  if (!(balance > 0)) return null;
  const { wallet, due } = walletSplit(balance, total, checked);
  return (
    <section className="checkout-section checkout-wallet" aria-labelledby={titleId} data-testid="wallet-control">
      <h2 id={titleId} className="checkout-section__title">
        {t("checkout.wallet.title")}
      </h2>
      <Checkbox checked={checked} onChange={onChange} label={t("checkout.wallet.use", { balance: formatMoney(balance, total.currency) })} />
      {checked && (
        <dl className="order-totals checkout-wallet__split">
          <dt>{t("checkout.wallet.paid")}</dt>
          <dd data-testid="wallet-amount">-{wallet.formatted}</dd>
          <dt className="order-totals__total">{t("checkout.wallet.due")}</dt>
          <dd className="order-totals__total" data-testid="wallet-due">
            {due.formatted}
          </dd>
        </dl>
      )}
      {checked && due.amount === 0 && <p className="checkout-wallet__note">{t("checkout.wallet.covers")}</p>}
      <Link to={helpPath("wallet")} className="checkout-wallet__help">
        {t("checkout.wallet.help")}
      </Link>
    </section>
  );
}
