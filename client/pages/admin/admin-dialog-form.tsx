import { useState, type ReactNode } from "react";
import type { z } from "zod";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { schemaFieldErrors, useAdminAction } from "./admin-action";
import { AdminError } from "./admin-layout";

/**
 * A row's form in a dialog, new or changed: the kit's modal moves focus into it, keeps Tab
 * inside and gives focus back to the button that opened it.
 */
export const AdminDialog = ({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) => (
  <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} width="min(40rem, 95vw)">
    {children}
  </Dialog>
);

/** The draft's fields that are text. */
type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D];

/**
 * A dialog form's draft and its checks: the route's own schema checks the body before it is
 * sent (`send`), so the fields say what the worker would; the worker's field errors follow.
 */
export function useCheckedForm<D extends object>(initial: D) {
  const [draft, setDraft] = useState(initial);
  const [local, setLocal] = useState<Record<string, string>>({});
  const action = useAdminAction();
  const send = (path: string, schema: z.ZodType, body: unknown, done: () => void, more: Record<string, string> = {}) => {
    const found = { ...schemaFieldErrors(schema, body), ...more };
    setLocal(found);
    if (Object.keys(found).length === 0) void action.run(path, body, done);
  };
  const set = (key: TextKey<D>) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const errors: Record<string, string | undefined> = { ...action.fields, ...local };
  return {
    draft,
    setDraft,
    /** A text field's onChange. */
    set,
    errors,
    /** An Input's value, onChange and error; `errorKey` when the body names the field otherwise. */
    field: (key: TextKey<D>, errorKey: string = String(key)) => ({ value: String(draft[key]), onChange: set(key), error: errors[errorKey] }),
    send,
    busy: action.busy,
    message: Object.keys(local).length ? "Check the fields marked." : action.error,
  };
}

/** The form of useCheckedForm: one field a line, the submit button, and what went wrong under it. */
export function CheckedForm({
  form,
  submit,
  label,
  children,
}: {
  form: { busy: boolean; message: string | null };
  submit: () => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <form className="admin__form admin__form--stack" onSubmit={(event) => (event.preventDefault(), submit())} noValidate>
      {children}
      <Button type="submit" variant="primary" loading={form.busy}>
        {label}
      </Button>
      <AdminError message={form.message} />
    </form>
  );
}
