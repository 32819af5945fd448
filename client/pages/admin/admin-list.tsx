import { useState, type ReactNode } from "react";
import { useNavigate, useNavigation, useRevalidator } from "react-router";
import type { AdminListCursor, Paged } from "~/shared/admin-types";
import { listCursorText } from "~/shared/schemas/admin-list-cursor";
import { Button } from "../../components/ui/button";
import type { TableColumn } from "../../components/ui/table";
import { storeDateTime } from "./admin-format";

/**
 * A list screen's search bar: the fields, then the button that applies them. A search
 * landmark named `name`, so a screen reader can jump to it.
 */
export function AdminSearchForm({
  name,
  submit,
  onSubmit,
  primary = true,
  children,
}: {
  name: string;
  submit: string;
  onSubmit: () => void;
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <form className="admin__filters" onSubmit={(event) => (event.preventDefault(), onSubmit())} role="search" aria-label={name}>
      {children}
      <Button type="submit" variant={primary ? "primary" : undefined}>
        {submit}
      </Button>
    </form>
  );
}

/**
 * A list that its page's loader reads from the URL (admin-list-query.server.ts): `show` goes to
 * the URL of a filter and page, `loading` is true until that page's data is there. Another page
 * of the same list carries the start of the page it was asked from (`from`, the list's answer's
 * `start`), so the server reads it by key from there (worker/services/admin/paging.ts).
 */
export function useListUrl<F extends Record<string, string>>() {
  const navigate = useNavigate();
  const loading = useNavigation().state === "loading";
  const show = (filter: F, page = 1, from?: AdminListCursor | null) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(filter)) if (value !== "") query.set(name, value);
    if (page > 1) query.set("page", String(page));
    if (page > 1 && from) query.set("cursor", listCursorText(from));
    void navigate({ search: query.toString() ? `?${query}` : "" });
  };
  return { show, loading };
}

/**
 * A list its page's loader read (admin-loader.server.ts adminListLoader), as AdminTable shows it:
 * `show` goes to another filter or page, `reload` asks the loader again after a change.
 */
export function useLoadedList<F extends Record<string, string>, R>(data: { filter: F; list: Paged<R> | null; error: string | null }) {
  // Any query, not only the filter's: a row's detail is a query of the same screen (`?number=…`).
  const { show, loading } = useListUrl<Record<string, string>>();
  const reload = useReload();
  return {
    data: data.list,
    error: data.error,
    loading: loading || reload.loading,
    reload: reload.run,
    show,
    turnPage: (page: number) => show(data.filter, page, data.list?.start),
  };
}

/** After a change the page's loader reads its data again (React Router's revalidation); `loading` while it does. */
export function useReload() {
  const revalidator = useRevalidator();
  return { run: () => void revalidator.revalidate(), loading: revalidator.state === "loading" };
}

/**
 * The row a list screen has open in an editor, by its key. The screen stays mounted while its
 * list is read again (a new filter, a page, a reload after a write), so the editor and what was
 * typed in it stay too; once a reload no longer lists the row, the editor closes.
 */
export function useOpenRow<Row, K>(rows: readonly Row[] | undefined, keyOf: (row: Row) => K) {
  const [key, setKey] = useState<K | null>(null);
  const row = key === null ? null : (rows?.find((r) => keyOf(r) === key) ?? null);
  // Closed during the render that finds the row gone, so it does not come back with a later list that has it again.
  if (key !== null && rows && !row) setKey(null);
  return { row, open: (row: Row) => setKey(keyOf(row)), close: () => setKey(null) };
}

/** A search bar's fields as typed, starting from the filter the page shows: `field(key)` is a field's onChange. */
export function useDraft<F extends Record<string, string>>(filter: F) {
  const [draft, setDraft] = useState(filter);
  return { draft, field: (key: keyof F) => (value: string) => setDraft((d) => ({ ...d, [key]: value })) };
}

/**
 * The column that opens a row's detail on the same screen (?param=key): a real link, so it
 * also opens in a new tab, but a plain click stays in the page.
 */
export function openColumn<Row>(
  column: Omit<TableColumn<Row>, "render">,
  param: string,
  key: (row: Row) => string | number,
  open: (key: string) => void,
): TableColumn<Row> {
  return {
    ...column,
    render: (row) => (
      <a href={`?${param}=${encodeURIComponent(key(row))}`} onClick={(e) => (e.preventDefault(), open(String(key(row))))}>
        {String(row[column.prop])}
      </a>
    ),
  };
}

/** The store a row belongs to, as every per-store list shows it. */
export const storeColumn = <Row extends { store: string }>(): TableColumn<Row> => ({ title: "Store", prop: "store", width: 80 });

/** When a row was made, in its store's time zone. */
export const whenColumn = <Row extends { createdAt: number; store: string }>(title: string, width: number): TableColumn<Row> => ({
  title,
  prop: "createdAt",
  width,
  render: (row) => storeDateTime(row.createdAt, row.store),
});

/** What a list screen's row buttons do, for its columns: the editor, the "remove?" question, the stores' origins for live links. */
export interface RowActions<Row> {
  origins: Record<string, string> | undefined;
  editor: boolean;
  edit: (row: Row) => void;
  remove: (row: Row) => void;
}

/**
 * A row's Edit and Delete buttons, each named for the row (`name`) so a screen reader tells the
 * rows apart; `children` (another action of the row) sit between them.
 */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      <Button onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>{" "}
      {children}
      {children ? " " : null}
      <Button onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </>
  );
}

/** A row's live page in its store's own domain, or its text alone when there is no such page to open. */
export function LiveLink({ href, children }: { href: string | null; children: ReactNode }) {
  return href ? (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  ) : (
    <>{children}</>
  );
}
