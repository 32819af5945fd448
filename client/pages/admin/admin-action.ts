import { useState } from "react";
import type { z } from "zod";
import { API_CODE } from "~/shared/api-envelope";
import { useToast } from "../../components/ui/use-toast";
import { useAdminApi, useFocusAfterReload } from "./admin-api";

/**
 * One back-office action (a form's submit): busy while it runs, the server's message as a
 * toast when it worked, its message and field errors beside the form when it did not.
 */
export function useAdminAction() {
  const api = useAdminApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const run = async <T>(path: string, body: unknown, done?: (data: T) => void) => {
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const envelope = await api<T>(path, body);
      if (envelope.code === API_CODE.ok) {
        toast.success(envelope.message === "success" ? "Done." : envelope.message);
        done?.(envelope.data);
        return true;
      }
      setError(envelope.message);
      const data = envelope.data as { fields?: Record<string, string> } | null;
      setFields(data?.fields ?? {});
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, error, fields };
}

/**
 * A form's body checked by the route's own schema before it is sent: the first message per
 * field, keyed as the worker's answer keys them, so the form says what the worker would.
 */
export function schemaFieldErrors(schema: z.ZodType, body: unknown): Record<string, string> {
  const parsed = schema.safeParse(body);
  const fields: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "body")] ??= issue.message;
  return fields;
}

/**
 * A list's dialog form (AdminListFilters' "New …" button, a row's Edit): the row being edited,
 * "new" for a new one; a save closes the dialog and loads the list again.
 */
export function useRowEditor<T>(list: { reload: () => void }) {
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const saved = () => {
    setEditing(null);
    list.reload();
  };
  return { editing, edit: setEditing, close: () => setEditing(null), saved };
}

/**
 * Removing a row after an "Are you sure?" (AdminConfirm): the row asked about, and the
 * confirmed call. When it worked the dialog closes, the list reloads and, because the row's
 * button is gone with it, focus goes to the element `focusId` (the screen's search field).
 */
export function useRowRemoval<T>(path: string, bodyOf: (row: T) => unknown, list: { loading: boolean; reload: () => void }, focusId: string) {
  const [row, setRow] = useState<T | null>(null);
  const action = useAdminAction();
  const refocus = useFocusAfterReload(focusId, list.loading);
  const confirm = async () => {
    if (!row || !(await action.run(path, bodyOf(row)))) return;
    setRow(null);
    refocus();
    list.reload();
  };
  return { row, ask: setRow, close: () => setRow(null), confirm, busy: action.busy, error: action.error };
}
