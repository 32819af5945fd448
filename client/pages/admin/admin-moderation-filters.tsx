import { Fragment, type ReactNode } from "react";
import { STORE_KEYS } from "~/shared/stores";
import { AdminPager } from "./admin-table";
import { Select } from "../../components/ui/select";
import { AdminError } from "./admin-layout";
import type { Paged } from "~/shared/admin-types";
import type { QueueFilter } from "./admin-reviews-loader.server";

const STORE_OPTIONS = [{ name: "All stores", value: "" }, ...STORE_KEYS.map((key) => ({ name: key, value: key }))];

/**
 * The filters both queues share, status and store, with the queue's own ones (`children`)
 * beside them; any change goes back to the first page.
 */
export function QueueFilters({
  statuses,
  filter,
  refine,
  children,
}: {
  statuses: { name: string; value: string }[];
  filter: { status: string; store: string };
  refine: (key: "status" | "store") => (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className="admin__filters">
      <Select label="Status" options={statuses} value={filter.status} onChange={refine("status")} />
      <Select label="Store" options={STORE_OPTIONS} value={filter.store} onChange={refine("store")} />
      {children}
    </div>
  );
}

/** A queue's error, its empty or loading line, a card per item (`children`) and its pages under the cards. */
export function QueueFrame<T extends { id: number }>({
  list,
  empty,
  pageSize = 20,
  onPage,
  children,
}: {
  list: { data: Paged<T> | null; error: string | null; loading: boolean };
  empty: string;
  pageSize?: number;
  onPage: (page: number) => void;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <AdminError message={list.error} />
      {list.data && (
        <p role="status">
          {list.data.total === 0 ? empty : `${list.data.more ? `More than ${list.data.total.toLocaleString("en")}` : list.data.total} in this list.`}
        </p>
      )}
      {list.loading && !list.data && <p>Loading…</p>}
      {list.data?.items.map((item) => (
        <Fragment key={item.id}>{children(item)}</Fragment>
      ))}
      {list.data && <AdminPager list={list.data} pageSize={pageSize} onPage={onPage} />}
    </>
  );
}

/** A queue's filter field: a new choice goes to the first page of the list it asks for, the queue shown kept. */
export const refineQueue = (filter: QueueFilter, show: (filter: QueueFilter) => void) => (key: keyof QueueFilter) => (value: string) =>
  show({ ...filter, [key]: value });
