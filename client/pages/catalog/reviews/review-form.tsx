import { useId, useState, type FormEvent } from "react";
import { NICKNAME_MAX, REVIEW_TEXT_MAX } from "~/shared/reviews";
import { Dialog } from "../../../components/ui/dialog";
import { Rate } from "../../../components/ui/rate";
import { UPLOAD_PRESETS } from "../../../components/ui/upload-file";
import { useLazyModule } from "../../../lib/lazy-module";
import { useT } from "../../../lib/use-t";
import { FieldError, ReviewField, SendFooter, UploadField } from "./review-field";
import { useApiForm, useUploads } from "./use-uploads";

const FIELDS = ["rating", "nickname", "body", "email", "media"] as const;
type Field = (typeof FIELDS)[number];
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
  const id = useId();
  const schemas = useLazyModule(loadSchemas);
  const uploads = useUploads("review");
  const form = useApiForm(FIELDS, "reviews.form.failed");
  const { errors, ref, failure, sending } = form;
  const [rating, setRating] = useState(0);
  const [nickname, setNickname] = useState("");
  const [body, setBody] = useState("");
  const [email, setEmail] = useState("");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { reviewSubmitBody } = await schemas.load();
    const values = { productCode, rating, nickname, body, email, media: uploads.keysOf() };
    await form.send(reviewSubmitBody, values, "review/submit", (data: { status: "published" | "pending" }, message) => {
      setRating(0);
      setNickname("");
      setBody("");
      setEmail("");
      uploads.reset();
      onSubmitted(message, data.status === "published");
    });
  };

  const described = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);

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
            <input
              {...control}
              ref={ref("nickname")}
              value={nickname}
              onChange={(e) => setNickname(e.target.value)}
              maxLength={NICKNAME_MAX}
              autoComplete="nickname"
              required
            />
          )}
        </ReviewField>
        <ReviewField id={`${id}-body`} label={t("reviews.form.text")} error={errors.body}>
          {(control) => (
            <textarea
              {...control}
              ref={ref("body")}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              rows={5}
              maxLength={REVIEW_TEXT_MAX}
              required
            />
          )}
        </ReviewField>
        <ReviewField id={`${id}-email`} label={t("reviews.form.email")} error={errors.email} hint={t("reviews.form.emailHint")}>
          {(control) => (
            <input
              {...control}
              ref={ref("email")}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
              maxLength={254}
              required
            />
          )}
        </ReviewField>
        <UploadField
          id={`${id}-media`}
          label={t("reviews.form.media")}
          uploads={uploads}
          preset={UPLOAD_PRESETS.review}
          fieldRef={ref("media")}
          error={errors.media}
          disabled={sending}
        />
        <SendFooter failure={failure} sending={sending} label={t("reviews.form.submit")} sendingLabel={t("reviews.form.sending")} />
      </form>
    </Dialog>
  );
}
