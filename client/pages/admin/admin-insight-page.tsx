import { useAtomValue } from "jotai";
import { useState } from "react";
import { INSIGHT_EXPORT_SECTIONS } from "~/shared/schemas/insight";
import { STORE_KEYS } from "~/shared/stores";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { shellStateAtom } from "../../atoms/shell";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import { definePage } from "../define-page";
import type { AdminInsightData } from "./admin-insight-loader.server";
import { AdminError, AdminLayout } from "./admin-layout";
import { AdminSearchForm, useListUrl } from "./admin-list";
import { SpeedSection } from "./insight/insight-speed";
import { CampaignSection, FunnelSection, SearchSection } from "./insight/insight-traffic";

/**
 * Merchant insight: which campaigns sell, where shoppers drop out, what they search for and how
 * fast the shop is for them (docs/decisions/1360-merchant-insight.md). Visits with statistics
 * consent only; orders are counted when the provider confirms them.
 */
export default definePage(AdminInsightPage, { loader: () => import("./admin-insight-loader.server").then((m) => m.adminInsightLoader) });

function AdminInsightPage({ data }: PageProps<AdminInsightData>) {
  const t = useT();
  const { filter, report: shown, error } = data;
  const [draft, setDraft] = useState(filter);
  const { show, loading } = useListUrl<typeof filter>();
  const report = { data: shown, error, loading };
  const prefix = useAtomValue(shellStateAtom)?.apiPrefix ?? "/api/";
  const query = new URLSearchParams(filter).toString();
  const stores = [{ name: t("insight.filter.allStores"), value: "" }, ...STORE_KEYS.map((key) => ({ name: key, value: key }))];
  return (
    <AdminLayout data={data}>
      <AdminSearchForm name={t("insight.filter.name")} submit={t("insight.filter.apply")} onSubmit={() => show(draft)}>
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
