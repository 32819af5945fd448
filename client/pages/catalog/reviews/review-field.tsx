import type { ReactNode } from "react";
import { Options } from "../../../components/ui/options";

/** What ties a control to its label, hint and error. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** A labelled control of the review and question forms, its hint and its error below it. */
export function ReviewField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined })}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A control's error, named `{id}-error` for its aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field__error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

/** The options 5 stars … 1 star after an "all" option, for the rating filters. */
export function StarOptions({ all, label }: { all: string; label: (stars: number) => string }) {
  return <Options empty={all} items={[5, 4, 3, 2, 1].map((n) => ({ value: n, label: label(n) }))} />;
}
