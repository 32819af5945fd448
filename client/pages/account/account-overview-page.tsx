import { useAtomValue } from "jotai";
import { useState } from "react";
import { Link } from "../../components/ui/link";
import type { AccountOverview, CouponView, WalletView } from "~/shared/account-types";
import { helpPath, pathTo } from "~/shared/url-scheme";
import { languageAtom } from "../../atoms/shell";
import { AccountLayout } from "../../components/account/account-layout";
import { OrderTable } from "../../components/account/order-table";
import { formatDate } from "../../lib/format-date";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import { definePage } from "../define-page";
import { DataTable } from "../../components/ui/data-table";
import { AccountDataRights } from "./account-data-rights";

/** /accounts: who is signed in, coupons, wallet balance and movements, and the way to the rest. */
export default definePage(AccountOverviewPage, { loader: () => import("./account-loaders.server").then((m) => m.overviewLoader) });

function AccountOverviewPage({ data }: PageProps<AccountOverview>) {
  const t = useT();
  const name = data.profile.firstName || data.profile.email;
  return (
    <AccountLayout title={t("account.overview.title")}>
      <p className="account-overview__hello">{t("account.overview.hello", { name })}</p>
      <ul className="account-overview__cards">
        {[
          { to: pathTo("coupon"), value: data.activeCoupons, testId: "coupon-count", label: t("account.overview.coupons") },
          { to: helpPath("wallet"), value: data.wallet.balance, testId: "wallet-balance", label: t("account.overview.wallet") },
          // An arrow, not a number: decoration.
          { to: pathTo("accountOrders"), value: "›", decorative: true, label: t("menu.myOrders") },
        ].map((card) => (
          <li key={card.to}>
            <Link to={card.to} className="account-card">
              <span className="account-card__value" data-testid={card.testId} aria-hidden={card.decorative}>
                {card.value}
              </span>
              <span>{card.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <RecentOrders orders={data.recentOrders} />
      <CouponList coupons={data.coupons} />
      <WalletSection initial={data.wallet} />
      <AccountDataRights />
    </AccountLayout>
  );
}

function RecentOrders({ orders }: { orders: AccountOverview["recentOrders"] }) {
  const t = useT();
  return (
    <section aria-labelledby="recent-orders-title" className="account-section">
      <h2 id="recent-orders-title">{t("account.overview.recentOrders")}</h2>
      {orders.length === 0 ? (
        <p>{t("account.orders.empty")}</p>
      ) : (
        <>
          <OrderTable orders={orders} caption={t("account.overview.recentOrders")} />
          <p>
            <Link to={pathTo("accountOrders")}>{t("account.overview.allOrders")}</Link>
          </p>
        </>
      )}
    </section>
  );
}

function CouponList({ coupons }: { coupons: CouponView[] }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  return (
    <section aria-labelledby="coupons-title" className="account-section">
      <h2 id="coupons-title">{t("account.coupons.title")}</h2>
      {coupons.length === 0 ? (
        <p>{t("account.coupons.empty")}</p>
      ) : (
        <ul className="coupon-list">
          {coupons.map((coupon) => (
            <li key={coupon.code} className={`coupon coupon--${coupon.status}`}>
              <strong className="coupon__discount">{t("account.coupons.off", { discount: coupon.discount })}</strong>
              <code className="coupon__code">{coupon.code}</code>
              {coupon.minSubtotal && <span>{t("account.coupons.minimum", { amount: coupon.minSubtotal })}</span>}
              <span>
                {coupon.status === "expired"
                  ? t("account.coupons.expired", { date: formatDate(coupon.expiresAt, language) })
                  : t("account.coupons.expires", { date: formatDate(coupon.expiresAt, language) })}
              </span>
              <span className="coupon__status">{t(`account.coupons.status.${coupon.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WalletSection({ initial }: { initial: WalletView }) {
  const t = useT();
  const api = useApi();
  const language = useAtomValue(languageAtom);
  const [wallet, setWallet] = useState(initial);
  const [loading, setLoading] = useState(false);

  const go = async (page: number) => {
    setLoading(true);
    try {
      const result = await api("account/wallet", { page });
      if (result.code === 200) setWallet(result.data);
    } finally {
      setLoading(false);
    }
  };

  return (
    <section aria-labelledby="wallet-title" className="account-section">
      <h2 id="wallet-title">{t("account.wallet.title")}</h2>
      <p>
        {t("account.wallet.balance", { amount: wallet.balance })} <Link to={helpPath("wallet")}>{t("account.wallet.how")}</Link>
      </p>
      {wallet.transactions.length === 0 ? (
        <p>{t("account.wallet.empty")}</p>
      ) : (
        <DataTable
          className="account-table"
          aria-busy={loading}
          caption={t("account.wallet.caption")}
          hideCaption
          columns={[
            t("account.wallet.date"),
            t("account.wallet.kind"),
            t("account.wallet.reference"),
            { label: t("account.wallet.amount"), className: "account-table__amount" },
          ]}
          rows={wallet.transactions}
          rowKey={(tx) => tx.id}
          cells={(tx) => (
            <>
              <td>{formatDate(tx.createdAt, language)}</td>
              <td>{t(`account.wallet.kind.${tx.kind}`)}</td>
              <td>{tx.reference}</td>
              <td className={`account-table__amount ${tx.credit ? "is-credit" : "is-debit"}`}>{tx.amount}</td>
            </>
          )}
        />
      )}
      {wallet.pageCount > 1 && (
        <nav className="pager" aria-label={t("account.wallet.pages")}>
          <button type="button" className="button" disabled={loading || wallet.page <= 1} onClick={() => go(wallet.page - 1)}>
            {t("account.pager.previous")}
          </button>
          <span>{t("account.pager.position", { page: wallet.page, count: wallet.pageCount })}</span>
          <button type="button" className="button" disabled={loading || wallet.page >= wallet.pageCount} onClick={() => go(wallet.page + 1)}>
            {t("account.pager.next")}
          </button>
        </nav>
      )}
    </section>
  );
}
