import { STORE_KEYS } from "~/shared/stores";
import { Pagination } from "../../components/ui/pagination";
import { Select } from "../../components/ui/select";
import { AdminError } from "./admin-layout";
import type { Paged } from "~/shared/admin-types";

const STORE_OPTIONS = [{ name: "All stores", value: "" }, ...STORE_KEYS.map((key) => ({ name: key, value: key }))];

/** The store filter both queues share. */
export const StoreFilter = ({ value, onChange }: { value: string; onChange: (store: string) => void }) => (
  <Select label="Store" options={STORE_OPTIONS} value={value} onChange={onChange} />
);

/** A queue's error, its empty or loading line, and its pages under the cards. */
export function QueueFrame<T>({
  list,
  empty,
  pageSize,
  onPage,
  children,
}: {
  list: { data: Paged<T> | null; error: string | null; loading: boolean };
  empty: string;
  pageSize: number;
  onPage: (page: number) => void;
  children: React.ReactNode;
}) {
  return (
    <>
      <AdminError message={list.error} />
      {list.data && <p role="status">{list.data.total === 0 ? empty : `${list.data.total} in this list.`}</p>}
      {list.loading && !list.data && <p>Loading…</p>}
      {children}
      {list.data && list.data.total > 0 && <Pagination total={list.data.total} page={list.data.page} pageSize={pageSize} onChange={onPage} />}
    </>
  );
}
