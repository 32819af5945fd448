import { can } from "~/shared/admin-roles";
import type { PageTitleRow } from "~/shared/admin-types";
import { pageTitleListBody } from "~/shared/schemas/admin-seo";
import type { TableColumn } from "../../components/ui/table";
import type { PageProps } from "../page-types";
import { AdminConfirm, removalProps } from "./admin-confirm";
import { AdminLayout } from "./admin-layout";
import { EditDeleteButtons, LiveLink, storeColumn, type RowActions } from "./admin-list";
import type { AdminSeoData } from "./admin-seo-loader.server";
import { EditableStoreList, useEditableStoreList } from "./admin-store-list";
import { liveUrl, PageTitleForm } from "./admin-seo-form";
import { definePage } from "../define-page";

const keyOf = (r: PageTitleRow) => `${r.store}:${r.language}:${r.routePath}`;
const SEARCH = { id: "seo-search", label: "Path contains", name: "Find page titles", schema: pageTitleListBody };

const columns = ({ origins, editor, edit, remove }: RowActions<PageTitleRow>): TableColumn<PageTitleRow>[] => [
  storeColumn(),
  { title: "Language", prop: "language", width: 80 },
  {
    title: "Page",
    prop: "routePath",
    width: 220,
    render: (r) => <LiveLink href={liveUrl(origins, r.store, `/${r.routePath}`)}>/{r.routePath}</LiveLink>,
  },
  { title: "Title", prop: "seoTitle", width: 260 },
  { title: "Description", prop: "seoDescription", width: 320, render: (r) => r.seoDescription || <em>the page's own</em> },
  {
    title: "Actions",
    prop: "routePath",
    width: 160,
    render: (r) =>
      editor ? <EditDeleteButtons name={`${r.store} ${r.language} /${r.routePath}`} onEdit={() => edit(r)} onDelete={() => remove(r)} /> : null,
  },
];

/**
 * Page titles (docs/decisions/0830-page-titles.md): the pages whose title and description staff
 * set per store and language, filtered and searched by path; owners add, change and delete them.
 */
export default definePage(AdminSeoPage, { loader: () => import("./admin-seo-loader.server").then((m) => m.adminSeoLoader) });

function AdminSeoPage({ data }: PageProps<AdminSeoData>) {
  const screen = useEditableStoreList<PageTitleRow>(
    data,
    { path: "seo/delete", bodyOf: ({ store, language, routePath }) => ({ store, language, routePath }) },
    SEARCH,
  );
  const { editing, edit, close, saved, removal } = screen;
  const editor = can(data.staff.role, "seo.edit");
  const deleting = removal.row;
  const origins = data.origins;

  return (
    <AdminLayout data={data}>
      <EditableStoreList
        screen={screen}
        create={editor && { label: "New page title", onClick: () => edit("new") }}
        caption="Page titles"
        columns={columns({ origins, editor, edit, remove: removal.ask })}
        rowKey={keyOf}
        empty="No page has a title of its own here."
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
