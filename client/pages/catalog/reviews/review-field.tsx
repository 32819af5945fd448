import type { ReactNode } from "react";
import { FieldNotes } from "../../../components/ui/field-notes";
import { FileUpload } from "../../../components/ui/file-upload";
import { Options } from "../../../components/ui/options";
import type { UPLOAD_PRESETS } from "../../../components/ui/upload-file";
import type { useUploads } from "./use-uploads";

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
      <FieldNotes id={id} hint={hint} error={error} block="field" />
    </div>
  );
}

/** A control's error, named `{id}-error` for its aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return <FieldNotes id={id} error={error} block="field" />;
}

/** The options 5 stars … 1 star after an "all" option, for the rating filters. */
export function StarOptions({ all, label }: { all: string; label: (stars: number) => string }) {
  return <Options empty={all} items={[5, 4, 3, 2, 1].map((n) => ({ value: n, label: label(n) }))} />;
}

/**
 * The files of a review or custom request, with their error. Only once the upload request is
 * ready (it needs the visitor's state); the wrapper takes the focus when the files are wrong.
 */
export function UploadField({
  id,
  label,
  uploads,
  preset,
  fieldRef,
  error,
  disabled,
}: {
  id: string;
  label: string;
  uploads: ReturnType<typeof useUploads>;
  preset: (typeof UPLOAD_PRESETS)[keyof typeof UPLOAD_PRESETS];
  fieldRef: (element: HTMLElement | null) => void;
  error?: string;
  disabled: boolean;
}) {
  if (!uploads.request) return null;
  return (
    <div className="field" ref={fieldRef} tabIndex={-1}>
      <FileUpload
        label={label}
        value={uploads.entries}
        onChange={uploads.change}
        {...preset}
        mode="custom"
        request={uploads.request}
        disabled={disabled}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The end of a sending form: why it failed (announced), then the submit button, busy while it sends. */
export function SendFooter({ failure, sending, label, sendingLabel }: { failure: ReactNode; sending: boolean; label: string; sendingLabel: string }) {
  return (
    <>
      <p className="form-status" role="alert">
        {failure}
      </p>
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? sendingLabel : label}
      </button>
    </>
  );
}
