import { VITAL_GOOD, VITALS, type VitalName } from "~/shared/insight";
import type { InsightReport } from "~/shared/insight-report";
import { Table } from "../../../components/ui/table";
import { useT } from "../../../lib/use-t";
import { BarChart, TrendChart } from "./insight-charts";
import { useInsightFormat } from "./insight-format";

/** Real-user speed: p75 per vital, page type and store against the good limits, the trend by day, and conversion by LCP. */
export function SpeedSection({ report }: { report: InsightReport }) {
  const t = useT();
  const f = useInsightFormat();
  const { p75, trend, lcp } = report.speed;
  const days = [...new Set(trend.map((r) => r.day))].sort();
  const names = VITALS.filter((name) => trend.some((r) => r.name === name));
  const share = (name: VitalName, day: string) => {
    const row = trend.find((r) => r.day === day && r.name === name);
    return row ? row.p75 / VITAL_GOOD[name] : null;
  };
  const trendRows = days.flatMap((day) => trend.filter((r) => r.day === day));
  const buckets = lcp.map((r) => ({ ...r, label: t(`insight.speed.bucket.${r.bucket}`) }));
  const verdict = (good: boolean) => (good ? t("insight.speed.good") : t("insight.speed.poor"));
  return (
    <>
      <h2>{t("insight.speed.title")}</h2>
      <Table
        caption={t("insight.speed.p75")}
        columns={[
          { title: t("insight.speed.vital"), prop: "name", width: 80 },
          { title: t("insight.speed.page"), prop: "page", width: 140 },
          { title: t("insight.column.store"), prop: "store", width: 80 },
          { title: t("insight.speed.device"), prop: "device", width: 90 },
          { title: t("insight.speed.value"), prop: "p75", width: 100, align: "right", render: (r) => f.vital(r.name, r.p75) },
          {
            title: t("insight.speed.limit"),
            prop: "name",
            width: 100,
            align: "right",
            render: (r) => f.vital(r.name, VITAL_GOOD[r.name as VitalName] ?? 0),
          },
          { title: t("insight.speed.verdict"), prop: "good", width: 110, render: (r) => verdict(r.good) },
          { title: t("insight.speed.samples"), prop: "samples", width: 90, align: "right", render: (r) => f.count(r.samples) },
        ]}
        data={p75}
        rowKey={(r) => `${r.name} ${r.page} ${r.store} ${r.device}`}
        emptyText={t("insight.empty")}
      />
      <h3>{t("insight.speed.trend")}</h3>
      {days.length > 0 && (
        <TrendChart
          title={t("insight.speed.trend")}
          days={days}
          goodLabel={t("insight.speed.goodLine")}
          series={names.map((name) => ({ name, points: days.map((day) => share(name, day)) }))}
        />
      )}
      <Table
        caption={t("insight.speed.trend")}
        hideCaption
        columns={[
          { title: t("insight.speed.day"), prop: "day", width: 110 },
          { title: t("insight.speed.vital"), prop: "name", width: 80 },
          { title: t("insight.speed.value"), prop: "p75", width: 100, align: "right", render: (r) => f.vital(r.name, r.p75) },
          { title: t("insight.speed.verdict"), prop: "good", width: 110, render: (r) => verdict(r.good) },
        ]}
        data={trendRows}
        rowKey={(r) => `${r.day} ${r.name}`}
        emptyText={t("insight.empty")}
      />
      <h3>{t("insight.speed.lcp")}</h3>
      <BarChart title={t("insight.speed.lcp")} bars={buckets.map((r) => ({ label: r.label, value: r.conversion, text: f.share(r.conversion) }))} />
      <Table
        caption={t("insight.speed.lcp")}
        hideCaption
        columns={[
          { title: t("insight.speed.bucket"), prop: "label", width: 110 },
          { title: t("insight.campaigns.visits"), prop: "visits", width: 90, align: "right", render: (r) => f.count(r.visits) },
          { title: t("insight.speed.paid"), prop: "paid", width: 140, align: "right", render: (r) => f.count(r.paid) },
          { title: t("insight.campaigns.conversion"), prop: "conversion", width: 110, align: "right", render: (r) => f.share(r.conversion) },
        ]}
        data={buckets}
        rowKey={(r) => r.bucket}
        emptyText={t("insight.empty")}
      />
    </>
  );
}
