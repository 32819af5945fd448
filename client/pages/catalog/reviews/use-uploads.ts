import { useAtomValue } from "jotai";
import { useMemo, useRef, useState } from "react";
import type { z } from "zod";
import type { FieldErrors } from "~/shared/api-envelope";
import type { UploadPurpose } from "~/shared/reviews";
import { shellStateAtom } from "../../../atoms/shell";
import { entryUrl, type UploadEntry } from "../../../components/ui/upload-file";
import { useApi } from "../../../lib/use-api";
import { useT } from "../../../lib/use-t";
import { uploadRequest, type KeyOf } from "./upload-request";
import { useDraftId } from "./use-draft-id";

/**
 * A form's upload slots through the shared upload path (the review form, the custom-jewelry
 * form): the entries, the request that sends each file under the form's draft id, a removed
 * file given back (so it no longer counts towards the form's maximum), and the R2 keys to submit.
 */
export function useUploads(purpose: UploadPurpose, path?: string) {
  const api = useApi();
  const state = useAtomValue(shellStateAtom);
  const [draft, newDraft] = useDraftId();
  const keys = useRef<KeyOf>(new Map()).current;
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const request = useMemo(() => (state ? uploadRequest(state, purpose, draft, keys, path) : undefined), [state, purpose, draft, keys, path]);
  const change = (next: UploadEntry[]) => {
    for (const entry of entries) {
      const key = keys.get(entryUrl(entry));
      if (key && !next.includes(entry)) void api("upload/discard", { key }).catch(() => undefined);
    }
    setEntries(next);
  };
  return {
    entries,
    request,
    change,
    draft,
    keysOf: () => entries.map((entry) => keys.get(entryUrl(entry)) ?? ""),
    /** After a submission: empty slots and a new draft id. */
    reset: () => {
      setEntries([]);
      keys.clear();
      newDraft();
    },
  };
}

/** A form's field errors, the first one focused when they are shown. */
function useFieldErrors<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const inputs = useRef<Partial<Record<F, HTMLElement | HTMLSelectElement | null>>>({});
  const show = (found: Partial<Record<F, string>>) => {
    setErrors(found);
    const first = fields.find((f) => found[f]);
    if (first) inputs.current[first]?.focus();
  };
  const ref = (field: F) => (element: HTMLElement | HTMLSelectElement | null) => {
    inputs.current[field] = element;
  };
  /** Schema issues (catalogue keys) as the fields' messages. */
  const fromIssues = (issues: readonly { path: readonly PropertyKey[]; message: string }[], t: (key: string) => string) => {
    const found: Partial<Record<F, string>> = {};
    for (const issue of issues) {
      const name = issue.path[0];
      if (fields.includes(name as F)) found[name as F] ??= t(issue.message);
    }
    return found;
  };
  /** The fields of a refusal the server named that this form has. */
  const known = (fieldErrors: Record<string, string>) =>
    Object.fromEntries(Object.entries(fieldErrors).filter(([name]) => fields.includes(name as F))) as Partial<Record<F, string>>;
  return { errors, setErrors, show, ref, fromIssues, known };
}

/**
 * A form sent to the API: checked with its shared schema first (errors on their fields, the
 * first one focused), then sent; a refusal shows the server's field errors and message, a
 * failure `failedKey`. `done` gets the answer's data and message.
 */
export function useApiForm<F extends string>(fields: readonly F[], failedKey: string) {
  const t = useT();
  const api = useApi();
  const fieldErrors = useFieldErrors(fields);
  const [failure, setFailure] = useState("");
  const [sending, setSending] = useState(false);
  const send = async <S extends z.ZodType, D extends object>(
    schema: S,
    values: unknown,
    path: string,
    done: (data: D, message: string, sent: z.output<S>) => void,
  ) => {
    if (sending) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      fieldErrors.show(fieldErrors.fromIssues(parsed.error.issues, t));
      return;
    }
    fieldErrors.setErrors({});
    setFailure("");
    setSending(true);
    try {
      const result = await api<D | { fields: FieldErrors } | null>(path, parsed.data);
      if (result.code === 200 && result.data && !("fields" in result.data)) {
        done(result.data as D, result.message, parsed.data);
        return;
      }
      fieldErrors.show(fieldErrors.known(result.data && "fields" in result.data ? result.data.fields : {}));
      setFailure(result.message || t(failedKey));
    } catch {
      setFailure(t(failedKey));
    } finally {
      setSending(false);
    }
  };
  return { ...fieldErrors, failure, sending, send };
}
