import { useAtomValue } from "jotai";
import { useState } from "react";
import { INSIGHT_EXPORT_SECTIONS } from "~/shared/schemas/insight";
import type { InsightReport } from "~/shared/insight-report";
import { STORE_KEYS } from "~/shared/stores";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { shellStateAtom } from "../../atoms/shell";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import { definePage } from "../define-page";
import { useAdminData } from "./admin-api";
import { AdminError, AdminLayout } from "./admin-layout";
import { AdminSearchForm } from "./admin-list";
import type { AdminPageData } from "./admin-loader.server";
import { SpeedSection } from "./insight/insight-speed";
import { CampaignSection, FunnelSection, SearchSection } from "./insight/insight-traffic";

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Merchant insight: which campaigns sell, where shoppers drop out, what they search for and how
 * fast the shop is for them (docs/decisions/1360-merchant-insight.md). Visits with statistics
 * consent only; orders are counted when the provider confirms them.
 */
export default definePage(AdminInsightPage, { loader: () => import("./admin-loader.server").then((m) => m.adminLoader("Insight")) });

function AdminInsightPage({ data }: PageProps<AdminPageData>) {
  const t = useT();
  const [draft, setDraft] = useState(() => ({ from: day(Date.now() - 29 * 86_400_000), to: day(Date.now()), store: "" }));
  const [filter, setFilter] = useState(draft);
  const report = useAdminData<InsightReport>("insight/report", filter);
  const prefix = useAtomValue(shellStateAtom)?.apiPrefix ?? "/api/";
  const query = new URLSearchParams(filter).toString();
  const stores = [{ name: t("insight.filter.allStores"), value: "" }, ...STORE_KEYS.map((key) => ({ name: key, value: key }))];
  return (
    <AdminLayout data={data}>
      <AdminSearchForm name={t("insight.filter.name")} submit={t("insight.filter.apply")} onSubmit={() => setFilter(draft)}>
        <Input label={t("insight.filter.from")} type="date" value={draft.from} onChange={(from) => setDraft((d) => ({ ...d, from }))} />
        <Input label={t("insight.filter.to")} type="date" value={draft.to} onChange={(to) => setDraft((d) => ({ ...d, to }))} />
        <Select label={t("insight.filter.store")} options={stores} value={draft.store} onChange={(store) => setDraft((d) => ({ ...d, store }))} />
      </AdminSearchForm>
      <AdminError message={report.error} />
      {report.loading && <p role="status">{t("insight.loading")}</p>}
      {report.data && (
        <div data-testid="insight-report">
          <p className="insight__downloads">
            {INSIGHT_EXPORT_SECTIONS.map((section) => (
              <a key={section} href={`${prefix}admin/insight/export?${query}&section=${section}`} download>
                {t("insight.csv", { section: t(`insight.csv.${section}`) })}
              </a>
            ))}
          </p>
          <div className="admin__section">
            <CampaignSection report={report.data} />
          </div>
          <div className="admin__section">
            <FunnelSection report={report.data} />
          </div>
          <div className="admin__section">
            <SearchSection report={report.data} />
          </div>
          <div className="admin__section">
            <SpeedSection report={report.data} />
          </div>
        </div>
      )}
    </AdminLayout>
  );
}
