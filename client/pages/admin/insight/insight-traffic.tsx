import type { InsightReport } from "~/shared/insight-report";
import { Table } from "../../../components/ui/table";
import { useT } from "../../../lib/use-t";
import { BarChart } from "./insight-charts";
import { useInsightFormat } from "./insight-format";

/** Campaigns and landing URLs: visits, orders, revenue and conversion. */
export function CampaignSection({ report }: { report: InsightReport }) {
  const t = useT();
  const f = useInsightFormat();
  return (
    <Table
      caption={t("insight.campaigns.title")}
      columns={[
        { title: t("insight.column.store"), prop: "store", width: 80 },
        { title: t("insight.campaigns.campaign"), prop: "campaign", width: 220, render: (r) => r.campaign || t("insight.campaigns.direct") },
        { title: t("insight.campaigns.landing"), prop: "landing", width: 200 },
        { title: t("insight.campaigns.visits"), prop: "visits", width: 80, align: "right", render: (r) => f.count(r.visits) },
        { title: t("insight.campaigns.orders"), prop: "orders", width: 80, align: "right", render: (r) => f.count(r.orders) },
        { title: t("insight.campaigns.revenueUsd"), prop: "revenueUsd", width: 120, align: "right", render: (r) => f.money(r.revenueUsd, "USD") },
        {
          title: t("insight.campaigns.revenueStore"),
          prop: "revenueStore",
          width: 130,
          align: "right",
          render: (r) => f.money(r.revenueStore, r.currency),
        },
        { title: t("insight.campaigns.conversion"), prop: "conversion", width: 100, align: "right", render: (r) => f.share(r.conversion) },
      ]}
      data={report.campaigns}
      rowKey={(r) => `${r.store} ${r.campaign} ${r.landing}`}
      emptyText={t("insight.empty")}
    />
  );
}

/** Visits → product views → bag → checkout → payment → paid, with the drop at each step. */
export function FunnelSection({ report }: { report: InsightReport }) {
  const t = useT();
  const f = useInsightFormat();
  const rows = report.funnel.map((r) => ({ ...r, label: t(`insight.funnel.step.${r.step}`) }));
  return (
    <>
      <h2>{t("insight.funnel.title")}</h2>
      <BarChart title={t("insight.funnel.chart")} bars={rows.map((r) => ({ label: r.label, value: r.visits, text: f.count(r.visits) }))} />
      <Table
        caption={t("insight.funnel.title")}
        hideCaption
        columns={[
          { title: t("insight.funnel.step"), prop: "label", width: 160 },
          { title: t("insight.campaigns.visits"), prop: "visits", width: 100, align: "right", render: (r) => f.count(r.visits) },
          { title: t("insight.funnel.drop"), prop: "drop", width: 160, align: "right", render: (r) => (r.step === "visit" ? "—" : f.share(r.drop)) },
        ]}
        data={rows}
        rowKey={(r) => r.step}
        emptyText={t("insight.empty")}
      />
    </>
  );
}

/** Top terms with click-through, and terms that found nothing with what to do about them. */
export function SearchSection({ report }: { report: InsightReport }) {
  const t = useT();
  const f = useInsightFormat();
  return (
    <>
      <h2>{t("insight.search.title")}</h2>
      <Table
        caption={t("insight.search.top")}
        columns={[
          { title: t("insight.search.term"), prop: "term", width: 200 },
          { title: t("insight.search.searches"), prop: "searches", width: 90, align: "right", render: (r) => f.count(r.searches) },
          { title: t("insight.search.results"), prop: "results", width: 110, align: "right", render: (r) => f.count(r.results) },
          { title: t("insight.search.clicks"), prop: "clicks", width: 90, align: "right", render: (r) => f.count(r.clicks) },
          { title: t("insight.search.clickThrough"), prop: "clickThrough", width: 110, align: "right", render: (r) => f.share(r.clickThrough) },
        ]}
        data={report.search.top}
        rowKey={(r) => r.term}
        emptyText={t("insight.empty")}
      />
      <Table
        caption={t("insight.search.none")}
        columns={[
          { title: t("insight.search.term"), prop: "term", width: 200 },
          { title: t("insight.search.searches"), prop: "searches", width: 90, align: "right", render: (r) => f.count(r.searches) },
          {
            title: t("insight.search.actions"),
            prop: "term",
            width: 320,
            render: (r) => (
              <>
                <a href={`/admin/redirects?source=${encodeURIComponent(`/search?q=${r.term}`)}`}>
                  {t("insight.search.createRedirect", { term: r.term })}
                </a>
                {" · "}
                <a href={`/admin/products?q=${encodeURIComponent(r.term)}`}>{t("insight.search.editProduct", { term: r.term })}</a>
              </>
            ),
          },
        ]}
        data={report.search.none}
        rowKey={(r) => r.term}
        emptyText={t("insight.empty")}
      />
    </>
  );
}
