import { useAtomValue } from "jotai";
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
import type { AdminPageData } from "./admin-loader.server";
import { AdminListFilters, useStoreList } from "./admin-list-filters";
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
export default definePage(AdminNewsletterPage, { loader: () => import("./admin-loader.server").then((m) => m.adminLoader("Newsletter")) });

function AdminNewsletterPage({ data }: PageProps<AdminPageData>) {
  const { filter, setFilter, list, turnPage } = useStoreList<NewsletterList>("newsletter/list");
  const role = data.staff.role;
  const removal = useRowRemoval("newsletter/remove", (s: NewsletterSubscriber) => ({ email: s.email }), list, SEARCH.id);
  const removing = removal.row;

  return (
    <AdminLayout data={data}>
      <AdminListFilters filter={filter} onChange={setFilter} search={SEARCH} />
      {can(role, "newsletter.export") && <ExportLink filter={filter} />}
      <PerStore totals={list.data?.perStore} />
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

/** The filtered list as CSV: a plain link, so the browser downloads the worker's stream itself. */
function ExportLink({ filter }: { filter: { store: string; language: string; q: string } }) {
  const prefix = useAtomValue(shellStateAtom)?.apiPrefix ?? "/api/";
  const query = new URLSearchParams(Object.entries({ store: filter.store, language: filter.language, q: filter.q }).filter(([, v]) => v));
  return (
    <p>
      <a href={`${prefix}admin/newsletter/export${query.size ? `?${query}` : ""}`} download>
        Download these subscribers as CSV
      </a>
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
