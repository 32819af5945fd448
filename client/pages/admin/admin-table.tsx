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
      {list.data && <AdminPager list={list.data} pageSize={pageSize} onPage={onPage} />}
    </>
  );
}

/**
 * A back-office list's pages. Past the count's cap the list is not counted: the pager offers the
 * pages reached and the next one while there is one (read by key from the page shown), and says
 * "more than" instead of a total.
 */
export function AdminPager<Row>({ list, pageSize, onPage }: { list: Paged<Row>; pageSize: number; onPage: (page: number) => void }) {
  if (list.total === 0) return null;
  const total = list.more ? Math.max(list.total, list.pageCount * pageSize) : list.total;
  return (
    <>
      {list.more && <p className="admin__more">More than {list.total.toLocaleString("en")} match: narrow the filter, or page on.</p>}
      <Pagination total={total} page={list.page} pageSize={pageSize} onChange={onPage} showTotal={!list.more} />
    </>
  );
}
