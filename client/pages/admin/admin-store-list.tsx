import type { Paged } from "~/shared/admin-types";
import type { TableColumn } from "../../components/ui/table";
import { useRowEditor, useRowRemoval } from "./admin-action";
import { AdminListFilters, useLoadedStoreList, type StoreListFilter } from "./admin-list-filters";
import { AdminTable } from "./admin-table";

type Search = Parameters<typeof AdminListFilters>[0]["search"];

/**
 * A per-store list that staff edit row by row (look books, page titles): the list with its
 * filter and page, the row open in the editor, and the row asked about before it is removed
 * (`remove`: the delete route and its body for a row; focus returns to the search field).
 */
export function useEditableStoreList<Row>(
  data: { filter: Omit<StoreListFilter, "page">; list: Paged<Row> | null; error: string | null },
  remove: { path: string; bodyOf: (row: Row) => unknown },
  search: Search,
) {
  const storeList = useLoadedStoreList(data);
  const editor = useRowEditor<Row>(storeList.list);
  const removal = useRowRemoval(remove.path, remove.bodyOf, storeList.list, search.id);
  return { ...storeList, ...editor, removal, search };
}

/** Such a list's filters, its "New …" button for staff who may add rows, and its table. */
export function EditableStoreList<Row>({
  screen,
  create,
  caption,
  columns,
  rowKey,
  empty,
}: {
  screen: Pick<ReturnType<typeof useLoadedStoreList<Row>>, "filter" | "setFilter" | "turnPage"> & {
    list: Parameters<typeof AdminTable<Row>>[0]["list"];
    search: Search;
  };
  create: { label: string; onClick: () => void } | false;
  caption: string;
  columns: TableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  empty: string;
}) {
  return (
    <>
      {/* Keyed by the search shown, so going back shows that search in its field too. */}
      <AdminListFilters key={screen.filter.q} filter={screen.filter} onChange={screen.setFilter} search={screen.search} create={create} />
      <AdminTable list={screen.list} caption={caption} columns={columns} rowKey={rowKey} empty={empty} onPage={screen.turnPage} />
    </>
  );
}
