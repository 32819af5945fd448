import { useAtomValue } from "jotai";
import { useState, type FormEvent } from "react";
import { can } from "~/shared/admin-roles";
import type { NewsletterList, NewsletterSubscriber } from "~/shared/admin-types";
import { LOCALES } from "~/shared/i18n-config";
import { newsletterListBody } from "~/shared/schemas/admin-newsletter";
import { STORE_KEYS } from "~/shared/stores";
import { shellStateAtom } from "../../atoms/shell";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import type { PageProps } from "../page-types";
import { useAdminAction } from "./admin-action";
import { useAdminData, useFocusAfterReload } from "./admin-api";
import { AdminConfirm } from "./admin-confirm";
import { storeDateTime } from "./admin-format";
import { AdminLayout } from "./admin-layout";
import type { AdminPageData } from "./admin-loader.server";
import { AdminTable } from "./admin-table";

const STORES = [{ name: "All stores", value: "" }, ...STORE_KEYS.map((s) => ({ name: s, value: s }))];
const LANGUAGES = [{ name: "All languages", value: "" }, ...LOCALES.map((l) => ({ name: l, value: l }))];
const SEARCH_ID = "newsletter-search";

/**
 * The newsletter's subscribers (docs/decisions/0820-newsletter-staff.md): filtered by store,
 * language and part of the email, totals per store, the filtered list as CSV for roles that
 * may export, and removing an address (a shopper's request to be forgotten) for editors.
 */
export default function AdminNewsletterPage({ data }: PageProps<AdminPageData>) {
  const [filter, setFilter] = useState({ store: "", language: "", q: "", page: 1 });
  const [typed, setTyped] = useState("");
  const [searchError, setSearchError] = useState<string | undefined>();
  const list = useAdminData<NewsletterList>("newsletter/list", filter);
  const role = data.staff.role;
  const [removing, setRemoving] = useState<NewsletterSubscriber | null>(null);
  const refocus = useFocusAfterReload(SEARCH_ID, list.loading);
  const remove = useAdminAction();

  const search = (event: FormEvent) => {
    event.preventDefault();
    // The route's own schema, so the field says what the worker would answer.
    const checked = newsletterListBody.safeParse({ q: typed });
    setSearchError(checked.success ? undefined : checked.error.issues[0].message);
    if (checked.success) setFilter((f) => ({ ...f, q: typed, page: 1 }));
  };
  const confirmRemove = async () => {
    if (!removing) return;
    const done = await remove.run("newsletter/remove", { email: removing.email });
    if (!done) return;
    setRemoving(null);
    // The removed row's button is gone once the list reloads: focus goes to the search field.
    refocus();
    list.reload();
  };

  return (
    <AdminLayout data={data}>
      <div className="admin__filters">
        <Select label="Store" options={STORES} value={filter.store} onChange={(store) => setFilter((f) => ({ ...f, store, page: 1 }))} />
        <Select
          label="Language"
          options={LANGUAGES}
          value={filter.language}
          onChange={(language) => setFilter((f) => ({ ...f, language, page: 1 }))}
        />
        <form className="admin__filters" onSubmit={search} role="search" aria-label="Find subscribers">
          <Input id={SEARCH_ID} label="Email contains" value={typed} onChange={setTyped} error={searchError} />
          <Button type="submit" variant="primary">
            Find
          </Button>
        </form>
      </div>
      {can(role, "newsletter.export") && <ExportLink filter={filter} />}
      <PerStore totals={list.data?.perStore} />
      <AdminTable
        list={list}
        caption="Newsletter subscribers"
        columns={[
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
              can(role, "newsletter.edit") ? (
                <Button onClick={() => setRemoving(s)} aria-label={`Remove ${s.email}`}>
                  Remove
                </Button>
              ) : null,
          },
        ]}
        rowKey={(s) => s.email}
        empty="No subscriber matches."
        pageSize={25}
        onPage={(page) => setFilter((f) => ({ ...f, page }))}
      />
      <AdminConfirm
        open={removing !== null}
        title="Remove this subscriber?"
        confirm="Remove"
        busy={remove.busy}
        error={remove.error}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      >
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
