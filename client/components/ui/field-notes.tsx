import type { ReactNode } from "react";

/**
 * A field's hint and error below its control, named `{id}-hint` and `{id}-error` for the
 * control's aria-describedby; `block` is the class prefix of the form's own style.
 */
export function FieldNotes({ id, hint, error, block }: { id: string; hint?: ReactNode; error?: ReactNode; block: "field" | "ui-input" }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={`${block}__hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={`${block}__error`}>
          {error}
        </p>
      )}
    </>
  );
}
