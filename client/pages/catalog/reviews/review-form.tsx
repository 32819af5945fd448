import { useAtomValue } from "jotai";
import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import type { FieldErrors } from "~/shared/api-envelope";
import { NICKNAME_MAX, REVIEW_TEXT_MAX } from "~/shared/reviews";
import { shellStateAtom } from "../../../atoms/shell";
import { Dialog } from "../../../components/ui/dialog";
import { FileUpload } from "../../../components/ui/file-upload";
import { Rate } from "../../../components/ui/rate";
import { UPLOAD_PRESETS, type UploadEntry } from "../../../components/ui/upload-file";
import { useLazyModule } from "../../../lib/lazy-module";
import { useApi } from "../../../lib/use-api";
import { useT } from "../../../lib/use-t";
import { entryUrl } from "../../../components/ui/upload-file";
import { uploadRequest, type KeyOf } from "./upload-request";
import { FieldError, ReviewField } from "./review-field";
import { useDraftId } from "./use-draft-id";

const FIELDS = ["rating", "nickname", "body", "email", "media"] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: unknown): name is Field => FIELDS.includes(name as Field);
const loadSchemas = () => import("~/shared/schemas/reviews");

interface Props {
  productCode: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful submission, with the API's message (published or waiting). */
  onSubmitted: (message: string, published: boolean) => void;
}

/** "Write a review": rating, nickname, text, email and up to 4 photos or videos. */
export function ReviewForm({ productCode, open, onOpenChange, onSubmitted }: Props) {
  const t = useT();
  const api = useApi();
  const id = useId();
  const state = useAtomValue(shellStateAtom);
  const schemas = useLazyModule(loadSchemas);
  const [draft, newDraft] = useDraftId();
  const keys = useRef<KeyOf>(new Map()).current;
  const [rating, setRating] = useState(0);
  const [nickname, setNickname] = useState("");
  const [body, setBody] = useState("");
  const [email, setEmail] = useState("");
  const [media, setMedia] = useState<UploadEntry[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState("");
  const [sending, setSending] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const request = useMemo(() => (state ? uploadRequest(state, "review", draft, keys) : undefined), [state, draft, keys]);

  const changeMedia = (next: UploadEntry[]) => {
    // A removed file is given back, so it no longer counts towards the four.
    for (const entry of media) {
      const key = keys.get(entryUrl(entry));
      if (key && !next.includes(entry)) void api("upload/discard", { key }).catch(() => undefined);
    }
    setMedia(next);
  };

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const { reviewSubmitBody } = await schemas.load();
    const values = { productCode, rating, nickname, body, email, media: media.map((m) => keys.get(entryUrl(m)) ?? "") };
    const parsed = reviewSubmitBody.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) if (isField(issue.path[0])) found[issue.path[0]] ??= t(issue.message);
      showErrors(found);
      return;
    }
    setErrors({});
    setFailure("");
    setSending(true);
    try {
      const result = await api<{ status: "published" | "pending" } | { fields: FieldErrors } | null>("review/submit", parsed.data);
      if (result.code === 200 && result.data && "status" in result.data) {
        setRating(0);
        setNickname("");
        setBody("");
        setEmail("");
        setMedia([]);
        keys.clear();
        newDraft();
        onSubmitted(result.message, result.data.status === "published");
        return;
      }
      const fields = result.data && "fields" in result.data ? result.data.fields : {};
      showErrors(Object.fromEntries(Object.entries(fields).filter(([name]) => isField(name))));
      setFailure(result.message || t("reviews.form.failed"));
    } catch {
      setFailure(t("reviews.form.failed"));
    } finally {
      setSending(false);
    }
  };

  const described = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const ref = (field: Field) => (element: HTMLElement | null) => {
    inputs.current[field] = element;
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("reviews.write")} width="min(640px, 94vw)">
      <form className="review-form" onSubmit={submit} onFocus={schemas.preload} noValidate data-testid="review-form">
        <fieldset className="field review-form__rating" aria-describedby={described("rating")} ref={ref("rating")} tabIndex={-1}>
          <legend className="field__label">{t("reviews.form.rating")}</legend>
          <Rate value={rating} onChange={setRating} label={t("reviews.form.rating")} size={28} />
          <FieldError id={`${id}-rating`} error={errors.rating} />
        </fieldset>
        <ReviewField id={`${id}-nickname`} label={t("reviews.form.nickname")} error={errors.nickname}>
          {(control) => (
            <input {...control} ref={ref("nickname")} value={nickname} onChange={(e) => setNickname(e.target.value)} maxLength={NICKNAME_MAX} autoComplete="nickname" required />
          )}
        </ReviewField>
        <ReviewField id={`${id}-body`} label={t("reviews.form.text")} error={errors.body}>
          {(control) => <textarea {...control} ref={ref("body")} value={body} onChange={(e) => setBody(e.target.value)} rows={5} maxLength={REVIEW_TEXT_MAX} required />}
        </ReviewField>
        <ReviewField id={`${id}-email`} label={t("reviews.form.email")} error={errors.email} hint={t("reviews.form.emailHint")}>
          {(control) => (
            <input {...control} ref={ref("email")} type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" maxLength={254} required />
          )}
        </ReviewField>
        {request && (
          <div className="field" ref={ref("media")} tabIndex={-1}>
            <FileUpload label={t("reviews.form.media")} value={media} onChange={changeMedia} {...UPLOAD_PRESETS.review} mode="custom" request={request} disabled={sending} />
            <FieldError id={`${id}-media`} error={errors.media} />
          </div>
        )}
        <p className="form-status" role="alert">
          {failure}
        </p>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? t("reviews.form.sending") : t("reviews.form.submit")}
        </button>
      </form>
    </Dialog>
  );
}
