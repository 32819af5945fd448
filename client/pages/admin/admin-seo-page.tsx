import { useState, type FormEvent } from "react";
import { can } from "~/shared/admin-roles";
import type { PageTitleList, PageTitleRow } from "~/shared/admin-types";
import { LOCALES } from "~/shared/i18n-config";
import { pageTitleListBody } from "~/shared/schemas/admin-seo";
import { STORE_KEYS } from "~/shared/stores";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import type { PageProps } from "../page-types";
import { useAdminAction } from "./admin-action";
import { useAdminData, useFocusAfterReload } from "./admin-api";
import { AdminConfirm } from "./admin-confirm";
import { AdminLayout } from "./admin-layout";
import type { AdminPageData } from "./admin-loader.server";
import { AdminTable } from "./admin-table";
import { liveUrl, PageTitleForm } from "./admin-seo-form";

const STORES = [{ name: "All stores", value: "" }, ...STORE_KEYS.map((s) => ({ name: s, value: s }))];
const LANGUAGES = [{ name: "All languages", value: "" }, ...LOCALES.map((l) => ({ name: l, value: l }))];
const keyOf = (r: PageTitleRow) => `${r.store}:${r.language}:${r.routePath}`;
const SEARCH_ID = "seo-search";

/**
 * Page titles (docs/decisions/0830-page-titles.md): the pages whose title and description staff
 * set per store and language, filtered and searched by path; owners add, change and delete them.
 */
export default function AdminSeoPage({ data }: PageProps<AdminPageData>) {
  const [filter, setFilter] = useState({ store: "", language: "", q: "", page: 1 });
  const [typed, setTyped] = useState("");
  const [searchError, setSearchError] = useState<string | undefined>();
  const list = useAdminData<PageTitleList>("seo/list", filter);
  const editor = can(data.staff.role, "seo.edit");
  const [editing, setEditing] = useState<PageTitleRow | "new" | null>(null);
  const [deleting, setDeleting] = useState<PageTitleRow | null>(null);
  const remove = useAdminAction();
  const origins = list.data?.origins;
  const refocus = useFocusAfterReload(SEARCH_ID, list.loading);

  const search = (event: FormEvent) => {
    event.preventDefault();
    // The route's own schema, so the field says what the worker would answer.
    const checked = pageTitleListBody.safeParse({ q: typed });
    setSearchError(checked.success ? undefined : checked.error.issues[0].message);
    if (checked.success) setFilter((f) => ({ ...f, q: typed, page: 1 }));
  };
  const saved = () => {
    setEditing(null);
    list.reload();
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const { store, language, routePath } = deleting;
    if (!(await remove.run("seo/delete", { store, language, routePath }))) return;
    setDeleting(null);
    // The deleted row's button is gone once the list reloads: focus goes to the search field.
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
        <form className="admin__filters" onSubmit={search} role="search" aria-label="Find page titles">
          <Input id={SEARCH_ID} label="Path contains" value={typed} onChange={setTyped} error={searchError} />
          <Button type="submit" variant="primary">
            Find
          </Button>
        </form>
        {editor && (
          <Button variant="primary" onClick={() => setEditing("new")}>
            New page title
          </Button>
        )}
      </div>
      <AdminTable
        list={list}
        caption="Page titles"
        columns={[
          { title: "Store", prop: "store", width: 80 },
          { title: "Language", prop: "language", width: 80 },
          { title: "Page", prop: "routePath", width: 220, render: (r) => <PageLink row={r} origins={origins} /> },
          { title: "Title", prop: "seoTitle", width: 260 },
          { title: "Description", prop: "seoDescription", width: 320, render: (r) => r.seoDescription || <em>the page's own</em> },
          {
            title: "Actions",
            prop: "routePath",
            width: 160,
            render: (r) =>
              editor ? (
                <>
                  <Button onClick={() => setEditing(r)} aria-label={`Edit ${r.store} ${r.language} /${r.routePath}`}>
                    Edit
                  </Button>{" "}
                  <Button onClick={() => setDeleting(r)} aria-label={`Delete ${r.store} ${r.language} /${r.routePath}`}>
                    Delete
                  </Button>
                </>
              ) : null,
          },
        ]}
        rowKey={keyOf}
        empty="No page has a title of its own here."
        pageSize={25}
        onPage={(page) => setFilter((f) => ({ ...f, page }))}
      />
      {editor && <PageTitleForm row={editing} origins={origins} onClose={() => setEditing(null)} saved={saved} />}
      <AdminConfirm
        open={deleting !== null}
        title="Delete this page title?"
        confirm="Delete"
        busy={remove.busy}
        error={remove.error}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <p>
          /{deleting?.routePath} in the {deleting?.store} store ({deleting?.language}) goes back to the title and description the page makes for
          itself.
        </p>
      </AdminConfirm>
    </AdminLayout>
  );
}

/** The row's live page, in the store's own domain. */
function PageLink({ row, origins }: { row: PageTitleRow; origins: Record<string, string> | undefined }) {
  const href = liveUrl(origins, row.store, `/${row.routePath}`);
  const text = `/${row.routePath}`;
  return href ? (
    <a href={href} target="_blank" rel="noreferrer">
      {text}
    </a>
  ) : (
    <>{text}</>
  );
}
