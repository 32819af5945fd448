import { useState, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { LOCALES } from "~/shared/i18n-config";
import { STORE_KEYS } from "~/shared/stores";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import type { Paged } from "~/shared/admin-types";
import { useLoadedList } from "./admin-list";

/** A per-store list's filter as its route takes it: "" is "any". */
export interface StoreListFilter {
  store: string;
  language: string;
  q: string;
  page: number;
}

/** A per-store list screen's filter and its list, as its page's loader read them from the URL (admin-store-list-loader.server.ts): a change of filter or page is a link. */
export function useLoadedStoreList<Row>(data: { filter: Omit<StoreListFilter, "page">; list: Paged<Row> | null; error: string | null }) {
  const list = useLoadedList(data);
  const filter = { ...data.filter, page: data.list?.page ?? 1 };
  const setFilter = (update: (f: StoreListFilter) => StoreListFilter) => {
    const { page, ...next } = update(filter);
    list.show(next, page);
  };
  return { filter, setFilter, list, turnPage: list.turnPage };
}

const STORES = [{ name: "All stores", value: "" }, ...STORE_KEYS.map((s) => ({ name: s, value: s }))];
const LANGUAGES = [{ name: "All languages", value: "" }, ...LOCALES.map((l) => ({ name: l, value: l }))];

/**
 * Store, language and a search of a per-store list (newsletter, page titles). Any change goes
 * back to the first page. The search is checked with the list route's own schema, so the field
 * says what the worker would answer. `create`, for staff who may add rows, is the "New …"
 * button beside them; `children` sit beside them too.
 */
export function AdminListFilters({
  filter,
  onChange,
  search,
  create,
  children,
}: {
  filter: StoreListFilter;
  onChange: (update: (f: StoreListFilter) => StoreListFilter) => void;
  /** The search field, and the list route's schema that checks it. */
  search: { id: string; label: string; name: string; schema: z.ZodType };
  create?: { label: string; onClick: () => void } | false;
  children?: ReactNode;
}) {
  const [typed, setTyped] = useState(filter.q);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = search.schema.safeParse({ q: typed });
    setError(checked.success ? undefined : checked.error.issues[0].message);
    if (checked.success) onChange((f) => ({ ...f, q: typed, page: 1 }));
  };
  return (
    <div className="admin__filters">
      <Select label="Store" options={STORES} value={filter.store} onChange={(store) => onChange((f) => ({ ...f, store, page: 1 }))} />
      <Select label="Language" options={LANGUAGES} value={filter.language} onChange={(language) => onChange((f) => ({ ...f, language, page: 1 }))} />
      <form className="admin__filters" onSubmit={submit} role="search" aria-label={search.name}>
        <Input id={search.id} label={search.label} value={typed} onChange={setTyped} error={error} />
        <Button type="submit" variant="primary">
          Find
        </Button>
      </form>
      {create && (
        <Button variant="primary" onClick={create.onClick}>
          {create.label}
        </Button>
      )}
      {children}
    </div>
  );
}
