import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { useAdminAction } from "./admin-action";
import { storeDateTime } from "./admin-format";
import { AdminError } from "./admin-layout";
import { useLoadedList } from "./admin-list";
import type { AdminListData } from "./admin-loader.server";
import type { QueueFilter } from "./admin-reviews-loader.server";
import { QueueFilters, QueueFrame, refineQueue } from "./admin-moderation-filters";
import type { ModerationQuestion as Question } from "~/shared/admin-types";

const STATUSES = [
  { name: "Unanswered", value: "pending" },
  { name: "Answered", value: "answered" },
  { name: "Rejected", value: "rejected" },
];

/** Shoppers' questions: unanswered ones oldest first; an answer publishes the question. */
export function QuestionQueue({ data }: { data: AdminListData<keyof QueueFilter, Question> }) {
  const list = useLoadedList(data);
  const filter = { ...data.filter, status: data.filter.status || "pending" };
  const refine = refineQueue(data.filter, list.show);
  return (
    <>
      <QueueFilters statuses={STATUSES} filter={filter} refine={refine} />
      <QueueFrame list={list} empty="No questions in this list." onPage={list.turnPage}>
        {(question) => <QuestionCard question={question} changed={list.reload} />}
      </QueueFrame>
    </>
  );
}

function QuestionCard({ question, changed }: { question: Question; changed: () => void }) {
  const [answer, setAnswer] = useState("");
  const answering = useAdminAction();
  const rejecting = useAdminAction();
  const titleId = `question-${question.id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answering.run("question/answer", { questionId: question.id, answer }, () => (setAnswer(""), changed()));
  };
  return (
    <article className="admin__card admin__section" aria-labelledby={titleId} data-testid="moderation-question">
      <h2 id={titleId}>
        Question {question.id} on {question.productCode}
      </h2>
      <p>
        {question.email || "no email"} · {question.store} / {question.language} · {storeDateTime(question.createdAt, question.store)}
      </p>
      <blockquote className="admin__pre">{question.body}</blockquote>
      {question.answers.map((a, i) => (
        <p key={i} className="admin__pre">
          Shop ({storeDateTime(a.createdAt, question.store)}): {a.body}
        </p>
      ))}
      {question.status !== "rejected" && (
        <form className="admin__form admin__form--stack" onSubmit={submit} noValidate>
          <label htmlFor={`answer-${question.id}`}>Answer as the shop</label>
          <textarea
            id={`answer-${question.id}`}
            rows={3}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
            aria-invalid={Boolean(answering.fields.answer)}
          />
          <Button type="submit" variant="primary" loading={answering.busy}>
            Publish answer
          </Button>
          <AdminError message={answering.error} />
        </form>
      )}
      {question.status === "pending" && (
        <>
          <Button loading={rejecting.busy} onClick={() => rejecting.run("question/reject", { questionId: question.id }, changed)}>
            Reject question
          </Button>
          <AdminError message={rejecting.error} />
        </>
      )}
    </article>
  );
}
