import { useAtomValue } from "jotai";
import { useState, type FormEvent, type ReactNode } from "react";
import { can } from "~/shared/admin-roles";
import { API_CODE } from "~/shared/api-envelope";
import { LOCALES } from "~/shared/i18n-config";
import { STORE_KEYS } from "~/shared/stores";
import type { ImportReport } from "~/shared/catalog-admin-types";
import { shellStateAtom } from "../../atoms/shell";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Select } from "../../components/ui/select";
import { useToast } from "../../components/ui/use-toast";
import type { PageProps } from "../page-types";
import { useAdminApi } from "./admin-api";
import { fileBase64 } from "./admin-file";
import { ImportMappings } from "./admin-import-mappings";
import { AdminError, AdminLayout } from "./admin-layout";
import type { AdminImportData } from "./admin-import-loader.server";
import { definePage } from "../define-page";

const STORES = STORE_KEYS.map((s) => ({ name: s, value: s }));
const LANGUAGES = LOCALES.map((l) => ({ name: l, value: l }));

/**
 * The Shopify product CSV import: pick the file (and its pictures), read the dry run's report,
 * then apply it; and the store's catalogue exported in the same format
 * (docs/decisions/1000-catalogue-import.md).
 */
export default definePage(AdminImportPage, { loader: () => import("./admin-import-loader.server").then((m) => m.adminImportLoader) });

function AdminImportPage({ data }: PageProps<AdminImportData>) {
  const api = useAdminApi();
  const toast = useToast();
  const prefix = useAtomValue(shellStateAtom)?.apiPrefix ?? "/api/";
  const [store, setStore] = useState<string>("us");
  const [language, setLanguage] = useState<string>("en");
  const [csv, setCsv] = useState<File | null>(null);
  const [pictures, setPictures] = useState<File[]>([]);
  const [archiveMissing, setArchiveMissing] = useState(false);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [checked, setChecked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const settingsKey = csv ? `${csv.name}:${csv.size}:${csv.lastModified}:${store}:${language}:${archiveMissing}:${skipInvalid}` : null;

  const send = async (dryRun: boolean) => {
    if (!csv) {
      setError("Choose a CSV file.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const files = await Promise.all(pictures.map(async (f) => ({ name: f.name, data: await fileBase64(f) })));
      const envelope = await api<ImportReport | { report: ImportReport }>("catalog/import", {
        store,
        language,
        csv: await csv.text(),
        dryRun,
        skipInvalid,
        archiveMissing,
        files,
      });
      if (envelope.code === API_CODE.ok) {
        setReport(envelope.data as ImportReport);
        setChecked(dryRun ? settingsKey : null);
        if (!dryRun) toast.success(envelope.message);
      } else {
        setError(envelope.message);
        const refused = (envelope.data as { report?: ImportReport } | null)?.report;
        setReport(refused ?? null);
        setChecked(null);
      }
    } finally {
      setBusy(false);
    }
  };
  const check = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };

  return (
    <AdminLayout data={data}>
      <section className="admin__section" aria-labelledby="import-title">
        <h2 id="import-title">Import a Shopify product CSV</h2>
        <form className="admin__form admin__form--stack" onSubmit={check} noValidate>
          <Select label="Store" options={STORES} value={store} onChange={(v) => setStore(String(v))} />
          <Select label="Language of the texts" options={LANGUAGES} value={language} onChange={(v) => setLanguage(String(v))} />
          <label className="admin__file">
            Product CSV file
            <input type="file" accept=".csv,text/csv" onChange={(e) => setCsv(e.currentTarget.files?.[0] ?? null)} />
          </label>
          <label className="admin__file">
            Pictures (optional; matched by the file name of each Image Src)
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              multiple
              onChange={(e) => setPictures([...(e.currentTarget.files ?? [])])}
            />
          </label>
          <Checkbox checked={archiveMissing} onChange={setArchiveMissing} label="Archive the store's products that are not in the file" />
          <Checkbox checked={skipInvalid} onChange={setSkipInvalid} label="Import only the products without errors" />
          <Button type="submit" loading={busy && checked !== settingsKey}>
            Check the file
          </Button>
          <Button variant="primary" disabled={!settingsKey || checked !== settingsKey || busy} onClick={() => void send(false)}>
            Apply the import
          </Button>
        </form>
        <AdminError message={error} />
        {report && <ImportSummary report={report} />}
      </section>
      <ImportMappings choices={data.mappings} editor={can(data.staff.role, "products.edit")} />
      <section className="admin__section" aria-labelledby="export-title">
        <h2 id="export-title">Export</h2>
        <p>
          <a href={`${prefix}admin/catalog/export?store=${encodeURIComponent(store)}&language=${encodeURIComponent(language)}`} download>
            Download the {store} store's catalogue as a Shopify product CSV ({language})
          </a>
        </p>
      </section>
    </AdminLayout>
  );
}

function ImportSummary({ report }: { report: ImportReport }) {
  const counts = [
    ["Products", report.products],
    ["Variants", report.variants],
  ] as const;
  return (
    <div data-testid="import-report">
      <h3>{report.applied ? "Imported" : "Dry run: nothing was written yet"}</h3>
      <SimpleTable
        caption={`What the import ${report.applied ? "did" : "would do"}`}
        head={["Records", "Created", "Updated", "Unchanged", "Skipped"]}
        rows={counts.map(([name, c]) => [name, c.created, c.updated, c.unchanged, c.skipped])}
        rowHeader
      />
      <ul>
        <li>Rows read: {report.rows}</li>
        {report.categoriesCreated.length > 0 && <li>New categories: {report.categoriesCreated.join(", ")}</li>}
        {report.optionsCreated.length > 0 && <li>New options: {report.optionsCreated.join(", ")}</li>}
        {report.missing > 0 && (
          <li>
            Products of the store not in the file: {report.missing}
            {report.archived ? ` (${report.archived} archived)` : ""}
          </li>
        )}
        {report.applied && (
          <li>
            Pictures stored: {report.images.stored}; left out: {report.images.failed}
          </li>
        )}
        {report.applied && report.redirects > 0 && <li>Redirects from /products/… added: {report.redirects}</li>}
      </ul>
      {report.problems.length > 0 && (
        <SimpleTable
          caption="Problems, by line of the file"
          head={["Line", "Handle", "Kind", "Problem"]}
          rows={report.problems.map((p) => [p.line, p.handle, p.severity === "error" ? "Error" : "Warning", p.message])}
        />
      )}
    </div>
  );
}

/** A plain table of text cells; with `rowHeader` each row's first cell names it. */
function SimpleTable({ caption, head, rows, rowHeader = false }: { caption: string; head: string[]; rows: ReactNode[][]; rowHeader?: boolean }) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th scope="col" key={h}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, n) => (
          <tr key={n}>
            {row.map((cell, i) =>
              rowHeader && i === 0 ? (
                <th scope="row" key={i}>
                  {cell}
                </th>
              ) : (
                <td key={i}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
