import { useState, type FormEvent } from "react";
import { formatFor, imageUrl } from "~/shared/image-url";
import { HOLD_REASONS } from "~/shared/schemas/admin-reviews";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { useAdminAction } from "./admin-action";
import { storeDateTime } from "./admin-format";
import { AdminError } from "./admin-layout";
import { useLoadedList } from "./admin-list";
import type { AdminListData } from "./admin-loader.server";
import type { QueueFilter } from "./admin-reviews-loader.server";
import { QueueFilters, QueueFrame, refineQueue } from "./admin-moderation-filters";
import type { ModerationReview as Review } from "~/shared/admin-types";

const STATUSES = [
  { name: "Waiting", value: "pending" },
  { name: "Published", value: "published" },
  { name: "Rejected", value: "rejected" },
];
const REASON_NAMES: Record<(typeof HOLD_REASONS)[number], string> = {
  unverified: "Not a verified buyer",
  blockedWord: "Blocked word",
  duplicate: "Duplicate text",
};
const REASONS = [{ name: "Any reason", value: "" }, ...HOLD_REASONS.map((value) => ({ name: REASON_NAMES[value], value }))];
const reasonName = (reason: string) => (Object.hasOwn(REASON_NAMES, reason) ? REASON_NAMES[reason as keyof typeof REASON_NAMES] : reason);

/** Reviews by status, waiting ones oldest first, each with its photos, videos and actions. */
export function ReviewQueue({ data }: { data: AdminListData<keyof QueueFilter, Review> }) {
  const list = useLoadedList(data);
  const filter = { ...data.filter, status: data.filter.status || "pending" };
  const refine = refineQueue(data.filter, list.show);
  return (
    <>
      <QueueFilters statuses={STATUSES} filter={filter} refine={refine}>
        {filter.status === "pending" && <Select label="Held because" options={REASONS} value={filter.holdReason} onChange={refine("holdReason")} />}
      </QueueFilters>
      <QueueFrame list={list} empty="No reviews in this list." onPage={list.turnPage}>
        {(review) => <ReviewCard review={review} changed={list.reload} />}
      </QueueFrame>
    </>
  );
}

function ReviewCard({ review, changed }: { review: Review; changed: () => void }) {
  const titleId = `review-${review.id}`;
  const publish = useAdminAction();
  return (
    <article className="admin__card admin__section" aria-labelledby={titleId} data-testid="moderation-review">
      <h2 id={titleId}>
        Review {review.id} of {review.productCode} — {review.rating} of 5 stars
      </h2>
      <p>
        {review.nickname} &lt;{review.email}&gt; · {review.verified ? "verified buyer" : "not verified"} · {review.store} / {review.language} ·{" "}
        {storeDateTime(review.createdAt, review.store)}
      </p>
      {review.holdReason && <p>Held because: {reasonName(review.holdReason)}</p>}
      {review.rejectReason && <p>Rejected because: {review.rejectReason}</p>}
      <blockquote className="admin__pre">{review.body}</blockquote>
      <ReviewMedia review={review} />
      {review.status !== "published" && (
        <>
          <Button variant="primary" loading={publish.busy} onClick={() => publish.run("review/publish", { reviewId: review.id }, changed)}>
            Publish
          </Button>
          <AdminError message={publish.error} />
        </>
      )}
      {review.status !== "rejected" && <RejectForm reviewId={review.id} done={changed} />}
      <ReplyForm review={review} done={changed} />
    </article>
  );
}

function ReviewMedia({ review }: { review: Review }) {
  if (!review.media.length) return null;
  return (
    <ul className="admin__media" aria-label="Photos and videos">
      {review.media.map((m, i) => (
        <li key={m.key}>
          {m.kind === "video" ? (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- shoppers' own review videos come without captions
            <video controls preload="metadata" src={`/media/${m.key}`} aria-label={`Video ${i + 1} of ${review.nickname}'s review`} />
          ) : (
            <a href={imageUrl({ key: m.key, width: m.width ?? 1600 }, { width: 1600, format: formatFor(false) })} target="_blank" rel="noreferrer">
              <img
                src={imageUrl({ key: m.key, width: m.width ?? 320 }, { width: 320, format: formatFor(false) })}
                alt={`Attachment ${i + 1} of ${review.nickname}'s review`}
                width={160}
                loading="lazy"
              />
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

function RejectForm({ reviewId, done }: { reviewId: number; done: () => void }) {
  const [reason, setReason] = useState("");
  const action = useAdminAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.run("review/reject", { reviewId, reason }, done);
  };
  return (
    <form className="admin__form" onSubmit={submit} noValidate>
      <Input label="Reason for rejecting" value={reason} onChange={setReason} error={action.fields.reason} />
      <Button type="submit" loading={action.busy}>
        Reject
      </Button>
      <AdminError message={action.fields.reason ? null : action.error} />
    </form>
  );
}

function ReplyForm({ review, done }: { review: Review; done: () => void }) {
  const [reply, setReply] = useState(review.reply ?? "");
  const action = useAdminAction();
  const id = `reply-${review.id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.run("review/reply", { reviewId: review.id, reply }, done);
  };
  return (
    <form className="admin__form admin__form--stack" onSubmit={submit} noValidate>
      <label htmlFor={id}>Public reply as the shop{review.reply ? " (empty removes it)" : ""}</label>
      <textarea id={id} rows={3} value={reply} onChange={(e) => setReply(e.target.value)} aria-invalid={Boolean(action.fields.reply)} />
      <Button type="submit" loading={action.busy}>
        {review.reply ? "Update reply" : "Reply"}
      </Button>
      <AdminError message={action.error} />
    </form>
  );
}
