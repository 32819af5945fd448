import { can } from "~/shared/admin-roles";
import type { PageTitleList, PageTitleRow } from "~/shared/admin-types";
import { pageTitleListBody } from "~/shared/schemas/admin-seo";
import { Button } from "../../components/ui/button";
import type { TableColumn } from "../../components/ui/table";
import type { PageProps } from "../page-types";
import { useRowEditor, useRowRemoval } from "./admin-action";
import { AdminConfirm, removalProps } from "./admin-confirm";
import { AdminLayout } from "./admin-layout";
import { storeColumn, type RowActions } from "./admin-list";
import type { AdminPageData } from "./admin-loader.server";
import { AdminListFilters, useStoreList } from "./admin-list-filters";
import { AdminTable } from "./admin-table";
import { liveUrl, PageTitleForm } from "./admin-seo-form";
import { definePage } from "../define-page";

const keyOf = (r: PageTitleRow) => `${r.store}:${r.language}:${r.routePath}`;
const SEARCH = { id: "seo-search", label: "Path contains", name: "Find page titles", schema: pageTitleListBody };

const columns = ({ origins, editor, edit, remove }: RowActions<PageTitleRow>): TableColumn<PageTitleRow>[] => [
  storeColumn(),
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
          <Button onClick={() => edit(r)} aria-label={`Edit ${r.store} ${r.language} /${r.routePath}`}>
            Edit
          </Button>{" "}
          <Button onClick={() => remove(r)} aria-label={`Delete ${r.store} ${r.language} /${r.routePath}`}>
            Delete
          </Button>
        </>
      ) : null,
  },
];

/**
 * Page titles (docs/decisions/0830-page-titles.md): the pages whose title and description staff
 * set per store and language, filtered and searched by path; owners add, change and delete them.
 */
export default definePage(AdminSeoPage, { loader: () => import("./admin-loader.server").then((m) => m.adminLoader("Page titles")) });

function AdminSeoPage({ data }: PageProps<AdminPageData>) {
  const { filter, setFilter, list, turnPage } = useStoreList<PageTitleList>("seo/list");
  const editor = can(data.staff.role, "seo.edit");
  const { editing, edit, close, saved } = useRowEditor<PageTitleRow>(list);
  const removal = useRowRemoval("seo/delete", ({ store, language, routePath }: PageTitleRow) => ({ store, language, routePath }), list, SEARCH.id);
  const deleting = removal.row;
  const origins = list.data?.origins;

  return (
    <AdminLayout data={data}>
      <AdminListFilters
        filter={filter}
        onChange={setFilter}
        search={SEARCH}
        create={editor && { label: "New page title", onClick: () => edit("new") }}
      />
      <AdminTable
        list={list}
        caption="Page titles"
        columns={columns({ origins, editor, edit, remove: removal.ask })}
        rowKey={keyOf}
        empty="No page has a title of its own here."
        onPage={turnPage}
      />
      {editor && <PageTitleForm row={editing} origins={origins} onClose={close} saved={saved} />}
      <AdminConfirm {...removalProps(removal)} title="Delete this page title?" confirm="Delete">
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
