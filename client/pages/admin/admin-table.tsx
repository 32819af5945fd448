import { Pagination } from "../../components/ui/pagination";
import { Table, type TableColumn } from "../../components/ui/table";
import { AdminError } from "./admin-layout";
import type { Paged } from "~/shared/admin-types";

/** A paged list of the back office: its error, its table (caption hidden: the screen's h1 names it) and its pages. */
export function AdminTable<Row>({
  list,
  caption,
  columns,
  rowKey,
  empty,
  pageSize = 25,
  onPage,
}: {
  list: { data: Paged<Row> | null; error: string | null; loading: boolean };
  caption: string;
  columns: TableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  empty: string;
  /** The services' page for most lists. */
  pageSize?: number;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <AdminError message={list.error} />
      <Table
        caption={caption}
        hideCaption
        columns={columns}
        data={list.data?.items ?? []}
        rowKey={rowKey}
        emptyText={list.loading ? "Loading…" : empty}
      />
      {list.data && list.data.total > 0 && <Pagination total={list.data.total} page={list.data.page} pageSize={pageSize} onChange={onPage} />}
    </>
  );
}
