import { can } from "~/shared/admin-roles";
import type { LookBookRow } from "~/shared/admin-types";
import { lookBookListBody } from "~/shared/schemas/admin-look-books";
import { pathTo } from "~/shared/url-scheme";
import { Button } from "../../components/ui/button";
import type { TableColumn } from "../../components/ui/table";
import type { PageProps } from "../page-types";
import { AdminConfirm, removalProps } from "./admin-confirm";
import { AdminLayout } from "./admin-layout";
import { EditDeleteButtons, LiveLink, storeColumn, useOpenRow, type RowActions } from "./admin-list";
import type { AdminLookBooksData } from "./admin-look-books-loader.server";
import { LookBookForm } from "./admin-look-book-form";
import { LooksEditor } from "./admin-looks-editor";
import { EditableStoreList, useEditableStoreList } from "./admin-store-list";
import { definePage } from "../define-page";
import { utcDay } from "~/shared/utc-day";

const SEARCH = { id: "lookbook-search", label: "URL key or title contains", name: "Find look books", schema: lookBookListBody };
const nameOf = (r: LookBookRow) => `${r.store} ${r.urlKey}`;

const columns = ({
  origins,
  editor,
  edit,
  remove,
  looks,
}: RowActions<LookBookRow> & { looks: (row: LookBookRow) => void }): TableColumn<LookBookRow>[] => [
  storeColumn(),
  { title: "Title", prop: "title", width: 240 },
  {
    title: "URL key",
    prop: "urlKey",
    width: 180,
    render: (r) => <LiveLink href={origins?.[r.store] ? `${origins[r.store]}${pathTo("lookBook", { key: r.urlKey })}` : null}>{r.urlKey}</LiveLink>,
  },
  { title: "Position", prop: "position", width: 80 },
  // Shoppers see a book from its publishing day on, a UTC day as the shop counts it (docs/decisions/0600-look-books.md, "Publishing day").
  {
    title: "Publishing day",
    prop: "publishedOn",
    width: 180,
    render: (r) => (r.publishedOn > utcDay() ? `scheduled for ${r.publishedOn}` : `published ${r.publishedOn}`),
  },
  { title: "Looks", prop: "lookCount", width: 70 },
  {
    title: "Actions",
    prop: "id",
    width: 220,
    render: (r) => (
      <>
        <Button onClick={() => looks(r)} aria-label={`Looks of ${nameOf(r)}`}>
          Looks
        </Button>
        {editor && (
          <>
            {" "}
            <EditDeleteButtons name={nameOf(r)} onEdit={() => edit(r)} onDelete={() => remove(r)} />
          </>
        )}
      </>
    ),
  },
];

/**
 * Look books (docs/decisions/0600-look-books.md, "Staff side"): the stores' books, filtered and
 * searched by key or title; owners create, change and delete them and edit their looks.
 */
export default definePage(AdminLookBooksPage, { loader: () => import("./admin-look-books-loader.server").then((m) => m.adminLookBooksLoader) });

function AdminLookBooksPage({ data }: PageProps<AdminLookBooksData>) {
  const screen = useEditableStoreList<LookBookRow>(data, { path: "lookbook/delete", bodyOf: (r) => ({ id: r.id }) }, SEARCH);
  const { list, editing, edit, close, saved, removal } = screen;
  const editor = can(data.staff.role, "lookbooks.edit");
  const looksOf = useOpenRow(list.data?.items, (r) => r.id);
  const deleting = removal.row;
  const origins = data.origins;

  return (
    <AdminLayout data={data}>
      <EditableStoreList
        screen={screen}
        create={editor && { label: "New look book", onClick: () => edit("new") }}
        caption="Look books"
        columns={columns({ origins, editor, edit, remove: removal.ask, looks: looksOf.open })}
        rowKey={(r) => r.id}
        empty="No look books here."
      />
      {/* Only while its book is listed: a deleted book takes its looks with it. */}
      {looksOf.row && <LooksEditor key={looksOf.row.id} book={looksOf.row} editor={editor} changed={list.reload} />}
      {editor && <LookBookForm row={editing} onClose={close} saved={saved} />}
      <AdminConfirm {...removalProps(removal)} title="Delete this look book?" confirm="Delete">
        <p>
          {deleting?.title} ({deleting?.urlKey}) and its {deleting?.lookCount} looks leave the {deleting?.store} store; its page answers "not found".
        </p>
      </AdminConfirm>
    </AdminLayout>
  );
}
