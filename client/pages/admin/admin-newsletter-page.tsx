import { useAtomValue } from "jotai";
import { useState } from "react";
import { can } from "~/shared/admin-roles";
import type { NewsletterList, NewsletterSubscriber } from "~/shared/admin-types";
import { newsletterListBody } from "~/shared/schemas/admin-newsletter";
import { shellStateAtom } from "../../atoms/shell";
import { Button } from "../../components/ui/button";
import type { TableColumn } from "../../components/ui/table";
import type { PageProps } from "../page-types";
import { useRowRemoval } from "./admin-action";
import { AdminConfirm, removalProps } from "./admin-confirm";
import { storeDateTime } from "./admin-format";
import { AdminLayout } from "./admin-layout";
import { type RowActions } from "./admin-list";
import { AdminListFilters, useLoadedStoreList } from "./admin-list-filters";
import type { AdminNewsletterData } from "./admin-newsletter-loader.server";
import { AdminTable } from "./admin-table";
import { definePage } from "../define-page";

const SEARCH = { id: "newsletter-search", label: "Email contains", name: "Find subscribers", schema: newsletterListBody };

const columns = ({ editor, remove }: Pick<RowActions<NewsletterSubscriber>, "editor" | "remove">): TableColumn<NewsletterSubscriber>[] => [
  { title: "Email", prop: "email", width: 280 },
  { title: "Store", prop: "store", width: 90 },
  { title: "Language", prop: "language", width: 90 },
  { title: "From", prop: "source", width: 110, render: (s) => (s.source === "account" ? "sign-up" : "footer") },
  { title: "Since", prop: "createdAt", width: 180, render: (s) => storeDateTime(s.createdAt, s.store) },
  {
    title: "Action",
    prop: "email",
    width: 100,
    render: (s) =>
      editor ? (
        <Button onClick={() => remove(s)} aria-label={`Remove ${s.email}`}>
          Remove
        </Button>
      ) : null,
  },
];

/**
 * The newsletter's subscribers (docs/decisions/0820-newsletter-staff.md): filtered by store,
 * language and part of the email, totals per store, the filtered list as CSV for roles that
 * may export, and removing an address (a shopper's request to be forgotten) for editors.
 */
export default definePage(AdminNewsletterPage, {
  loader: () => import("./admin-newsletter-loader.server").then((m) => m.adminNewsletterLoader),
});

function AdminNewsletterPage({ data }: PageProps<AdminNewsletterData>) {
  const { filter, setFilter, list, turnPage } = useLoadedStoreList(data);
  const role = data.staff.role;
  const removal = useRowRemoval("newsletter/remove", (s: NewsletterSubscriber) => ({ email: s.email }), list, SEARCH.id);
  const removing = removal.row;

  return (
    <AdminLayout data={data}>
      <AdminListFilters filter={filter} onChange={setFilter} search={SEARCH} />
      {can(role, "newsletter.export") && <ExportButton filter={filter} />}
      <PerStore totals={data.list?.perStore} />
      <AdminTable
        list={list}
        caption="Newsletter subscribers"
        columns={columns({ editor: can(role, "newsletter.edit"), remove: removal.ask })}
        rowKey={(s) => s.email}
        empty="No subscriber matches."
        onPage={turnPage}
      />
      <AdminConfirm {...removalProps(removal)} title="Remove this subscriber?" confirm="Remove">
        <p>
          {removing?.email} will get no more newsletters and is taken off the list for good (a customer account stays, with its newsletter choice
          switched off). This cannot be undone.
        </p>
      </AdminConfirm>
    </AdminLayout>
  );
}

/**
 * The filtered list as CSV. A POST, not a link (each copy taken is an audit row, and a link can
 * be followed by anything that sees it): the answer is saved through an object URL.
 */
function ExportButton({ filter }: { filter: { store: string; language: string; q: string } }) {
  const prefix = useAtomValue(shellStateAtom)?.apiPrefix ?? "/api/";
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const response = await fetch(`${prefix}admin/newsletter/export`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ store: filter.store, language: filter.language, q: filter.q }),
        credentials: "same-origin",
      });
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "newsletter-export.csv";
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement("a"), { href: url, download: name });
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <p>
      <Button onClick={() => void download()} disabled={busy}>
        Download these subscribers as CSV
      </Button>
      {failed && <span role="alert"> The download failed. Please try again.</span>}
    </p>
  );
}

function PerStore({ totals }: { totals: NewsletterList["perStore"] | undefined }) {
  if (!totals?.length) return null;
  return (
    <section className="admin__section" aria-labelledby="newsletter-totals">
      <h2 id="newsletter-totals">Subscribers per store</h2>
      <ul className="admin__cards" data-testid="newsletter-totals">
        {totals.map((t) => (
          <li className="admin__card" key={t.store}>
            <strong>{t.count}</strong> {t.store}
          </li>
        ))}
      </ul>
    </section>
  );
}
