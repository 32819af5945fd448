import { useAtomValue } from "jotai";
import { useEffect, useId, useState, type FormEvent } from "react";
import type { QuestionItem } from "~/shared/reviews";
import { QUESTION_PAGE_SIZE, QUESTION_TEXT_MAX } from "~/shared/reviews";
import { languageAtom } from "../../../atoms/shell";
import { formatDate } from "../../../lib/format-date";
import { useLazyModule } from "../../../lib/lazy-module";
import { useApi } from "../../../lib/use-api";
import { useT } from "../../../lib/use-t";
import { ReviewField } from "./review-field";

const loadSchemas = () => import("~/shared/schemas/reviews");

/** Answered questions (newest first, a page at a time) and the "Ask a question" form. */
export function Questions({ productCode }: { productCode: string }) {
  const t = useT();
  const api = useApi();
  const id = useId();
  const language = useAtomValue(languageAtom);
  const schemas = useLazyModule(loadSchemas);
  const [questions, setQuestions] = useState<QuestionItem[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState(false);
  const [text, setText] = useState("");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<{ body?: string; email?: string }>({});
  const [status, setStatus] = useState<{ kind: "idle" | "sent" | "error"; message: string }>({ kind: "idle", message: "" });

  useEffect(() => {
    let current = true;
    api<{ questions: QuestionItem[]; total: number }>("question/list", { productCode, page })
      .then((result) => {
        if (!current || result.code !== 200 || !result.data) return;
        const { questions: more, total: all } = result.data;
        setQuestions((list) => (page === 1 ? more : [...list, ...more]));
        setTotal(all);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, productCode, page]);

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    const { questionAskBody } = await schemas.load();
    const parsed = questionAskBody.safeParse({ productCode, body: text, email });
    if (!parsed.success) {
      const found: { body?: string; email?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === "body" || field === "email") found[field] ??= t(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const result = await api<{ questionId: number } | { fields: Record<string, string> }>("question/ask", parsed.data);
      if (result.code === 200) {
        setText("");
        setEmail("");
        setAsking(false);
        setStatus({ kind: "sent", message: result.message });
        return;
      }
      const fields = result.data && "fields" in result.data ? result.data.fields : {};
      setErrors({ body: fields.body, email: fields.email });
      setStatus({ kind: "error", message: result.message });
    } catch {
      setStatus({ kind: "error", message: t("reviews.form.failed") });
    }
  };

  return (
    <section id="questions" className="questions" aria-labelledby={`${id}-title`} data-testid="questions">
      <div className="reviews__header">
        <h2 id={`${id}-title`}>{t("reviews.questions.title")}</h2>
        <button type="button" className="button" aria-expanded={asking} aria-controls={`${id}-form`} onClick={() => setAsking((open) => !open)}>
          {t("reviews.questions.ask")}
        </button>
      </div>
      <p className={`form-status form-status--${status.kind}`} role="status">
        {status.message}
      </p>
      {asking && (
        <form id={`${id}-form`} className="questions__form" onSubmit={ask} onFocus={schemas.preload} noValidate data-testid="question-form">
          <ReviewField id={`${id}-text`} label={t("reviews.questions.text")} error={errors.body}>
            {(control) => (
              <textarea {...control} value={text} onChange={(e) => setText(e.target.value)} rows={3} maxLength={QUESTION_TEXT_MAX} required />
            )}
          </ReviewField>
          <ReviewField id={`${id}-email`} label={t("reviews.questions.email")} error={errors.email}>
            {(control) => (
              <input {...control} type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" maxLength={254} />
            )}
          </ReviewField>
          <button type="submit" className="button button--primary">
            {t("reviews.questions.submit")}
          </button>
        </form>
      )}
      {questions.length === 0 ? (
        <p className="reviews__empty">{t("reviews.questions.empty")}</p>
      ) : (
        <ul className="questions__list">
          {questions.map((q) => (
            <li key={q.id} className="question" data-testid="question">
              <p className="question__text">
                <span aria-hidden="true">Q: </span>
                {q.body} <span className="question__date">{formatDate(q.createdAt, language)}</span>
              </p>
              {q.answers.map((a, i) => (
                <div key={i} className="question__answer">
                  <p className="review__reply-title">{t("reviews.questions.answer")}</p>
                  <p>{a.body}</p>
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
      {questions.length < total && total > QUESTION_PAGE_SIZE && (
        <button type="button" className="button" onClick={() => setPage((p) => p + 1)}>
          {t("reviews.questions.more")}
        </button>
      )}
    </section>
  );
}
