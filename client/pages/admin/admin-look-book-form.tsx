import { useEffect, useState } from "react";
import type { LookBookDetail, LookBookRow } from "~/shared/admin-types";
import { localLanguageOf, lookBookCreateBody, lookBookUpdateBody } from "~/shared/schemas/admin-look-books";
import { STORE_KEYS, type StoreKey } from "~/shared/stores";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { AdminDialog, CheckedForm, useCheckedForm } from "./admin-dialog-form";
import { useAdminApi } from "./admin-api";
import { AdminError } from "./admin-layout";
import { utcDay } from "~/shared/utc-day";

const STORES = STORE_KEYS.map((s) => ({ name: s, value: s }));
const EMPTY = { store: "us", urlKey: "", position: "0", publishedOn: "", title: "", description: "", localTitle: "", localDescription: "" };
type Draft = typeof EMPTY;

/** What the form sends: the position as a number ("" stays text, so the schema names the field). */
const bodyOf = (draft: Draft) => ({ ...draft, position: draft.position.trim() === "" ? draft.position : Number(draft.position) });

/**
 * A look book's key, order, day and texts in a dialog, new or changed (its store stays: its
 * hotspots are that store's products). The kit's modal moves focus in, keeps Tab inside and
 * gives focus back to the opener; the shared schemas check before sending, the worker again.
 */
export function LookBookForm({ row, onClose, saved }: { row: LookBookRow | "new" | null; onClose: () => void; saved: () => void }) {
  const editing = row !== null && row !== "new";
  return (
    <AdminDialog open={row !== null} onClose={onClose} title={editing ? `Edit the look book ${row.urlKey}` : "New look book"}>
      {row === "new" && <BookFields initial={{ ...EMPTY, publishedOn: utcDay() }} id={null} saved={saved} />}
      {editing && <EditFields key={row.id} id={row.id} saved={saved} />}
    </AdminDialog>
  );
}

/** Loads the book's own texts (the list carries only one title) before the form shows them. */
function EditFields({ id, saved }: { id: number; saved: () => void }) {
  const api = useAdminApi();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void api<LookBookDetail>("lookbook/get", { id }).then((envelope) => {
      if (!envelope.data) return setError(envelope.message);
      const { store, urlKey, position, publishedOn, title, description, localTitle, localDescription } = envelope.data;
      setDraft({ store, urlKey, position: String(position), publishedOn, title, description, localTitle, localDescription });
    });
  }, [api, id]);
  if (error) return <AdminError message={error} />;
  return draft ? <BookFields initial={draft} id={id} saved={saved} /> : <p>Loading…</p>;
}

function BookFields({ initial, id, saved }: { initial: Draft; id: number | null; saved: () => void }) {
  const form = useCheckedForm(initial);
  const { draft, setDraft, errors, field } = form;
  // Another store is written in another language: texts typed for the first one do not carry over.
  const setStore = (store: string) => setDraft((d) => ({ ...d, store, localTitle: "", localDescription: "" }));
  const language = localLanguageOf(draft.store as StoreKey);
  const submit = () =>
    id === null
      ? form.send("lookbook/create", lookBookCreateBody, bodyOf(draft), saved)
      : form.send("lookbook/update", lookBookUpdateBody, { id, ...bodyOf(draft) }, saved);
  return (
    <CheckedForm form={form} submit={submit} label={id === null ? "Create look book" : "Save look book"}>
      <Select label="Store" options={STORES} value={draft.store} onChange={setStore} disabled={id !== null} />
      {errors.store && <p className="admin__error">{errors.store}</p>}
      <Input
        label="URL key"
        {...field("urlKey")}
        hint={`Lower-case letters, digits and dashes: the page is /lookBooks/${draft.urlKey || "{key}"}.`}
      />
      <Input label="Position" inputMode="numeric" {...field("position")} hint="Smaller comes first." />
      <Input label="Publishing day" type="date" {...field("publishedOn")} hint="Shoppers see the book from this day on (UTC)." />
      <Input label="Title (English)" {...field("title")} />
      <Input label="Description (English)" {...field("description")} />
      {language && (
        <>
          <Input label={`Title (${language})`} {...field("localTitle")} hint="Empty: shoppers read the English title and description." />
          <Input label={`Description (${language})`} {...field("localDescription")} />
        </>
      )}
    </CheckedForm>
  );
}
