import type { PageTitleRow } from "~/shared/admin-types";
import { metaPathProblem, routePathOf, SEO_LIMITS } from "~/shared/page-meta";
import { pageTitleSaveBody } from "~/shared/schemas/admin-seo";
import { STORE_KEYS, storeLanguages, type StoreKey } from "~/shared/stores";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { AdminDialog, CheckedForm, useCheckedForm } from "./admin-dialog-form";

const STORES = STORE_KEYS.map((s) => ({ name: s, value: s }));
const EMPTY = { store: "us", language: "en", routePath: "", seoTitle: "", seoDescription: "", seoKeywords: "" };
type Draft = typeof EMPTY;

const draftOf = (row: PageTitleRow): Draft => ({ ...row, routePath: `/${row.routePath}` });

/** The live page a path is, as the shop would key it; nothing while the path is no page of the shop. */
export function liveUrl(origins: Record<string, string> | undefined, store: string, routePath: string): string | null {
  const path = routePathOf(routePath);
  return origins?.[store] && path !== null && !metaPathProblem(path) ? `${origins[store]}/${path}` : null;
}

/**
 * A page's own title in a dialog, new or changed (a row's store, language and path stay: to
 * move it, delete it and add another). The kit's modal moves focus into it, keeps Tab inside
 * and gives focus back to the button that opened it; the shared schema checks the form
 * before it is sent, and the worker checks it again.
 */
export function PageTitleForm({
  row,
  origins,
  onClose,
  saved,
}: {
  row: PageTitleRow | "new" | null;
  origins: Record<string, string> | undefined;
  onClose: () => void;
  saved: () => void;
}) {
  const editing = row !== null && row !== "new";
  return (
    <AdminDialog open={row !== null} onClose={onClose} title={editing ? `Edit the title of /${row.routePath}` : "New page title"}>
      {row !== null && (
        <TitleFields
          key={editing ? `${row.store}:${row.language}:${row.routePath}` : "new"}
          initial={editing ? draftOf(row) : EMPTY}
          editing={editing}
          origins={origins}
          saved={saved}
        />
      )}
    </AdminDialog>
  );
}

const count = (text: string, max: number) => `${text.trim().length} of ${max} characters.`;

function TitleFields({
  initial,
  editing,
  origins,
  saved,
}: {
  initial: Draft;
  editing: boolean;
  origins: Record<string, string> | undefined;
  saved: () => void;
}) {
  const form = useCheckedForm(initial);
  const { draft, setDraft, set, errors, field } = form;
  // Only the languages the chosen store is written in; a new store starts in its own.
  const setStore = (store: string) => setDraft((d) => ({ ...d, store, language: storeLanguages(store as StoreKey)[0] }));
  const languages = storeLanguages(draft.store as StoreKey).map((l) => ({ name: l, value: l as string }));
  const live = liveUrl(origins, draft.store, draft.routePath);
  const submit = () => form.send(editing ? "seo/update" : "seo/create", pageTitleSaveBody, draft, saved);
  return (
    <CheckedForm form={form} submit={submit} label={editing ? "Save title" : "Create title"}>
      <Select label="Store" options={STORES} value={draft.store} onChange={setStore} disabled={editing} />
      <Select label="Language" options={languages} value={draft.language} onChange={set("language")} disabled={editing} />
      {errors.language && <p className="admin__error">{errors.language}</p>}
      <Input
        label="Page path"
        {...field("routePath")}
        readOnly={editing}
        hint={
          <>
            A page of the shop, e.g. /category-rings (/ is the home page; a pasted shop URL keeps its path).
            {live && (
              <>
                {" "}
                Live page:{" "}
                <a href={live} target="_blank" rel="noreferrer" data-testid="seo-live-url">
                  {live}
                </a>
              </>
            )}
          </>
        }
      />
      <Input label="Title" {...field("seoTitle")} hint={count(draft.seoTitle, SEO_LIMITS.title)} />
      <Input
        label="Description"
        {...field("seoDescription")}
        hint={`Empty: the page's own. ${count(draft.seoDescription, SEO_LIMITS.description)}`}
      />
      <Input
        label="Keywords"
        {...field("seoKeywords")}
        hint={`Comma-separated; empty: the shop's. ${count(draft.seoKeywords, SEO_LIMITS.keywords)}`}
      />
    </CheckedForm>
  );
}
