import { useAtomValue } from "jotai";
import { useState } from "react";
import type { CustomRequestView } from "~/shared/custom-request-types";
import { CUSTOM_RULES, isCancellable } from "~/shared/custom-requests";
import { pathTo } from "~/shared/url-scheme";
import { languageAtom } from "../../atoms/shell";
import { AccountLayout } from "../../components/account/account-layout";
import { Link } from "../../components/ui/link";
import { formatDate } from "../../lib/format-date";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import { CustomMedia } from "./custom-media";
import { definePage } from "../define-page";
import { Facts } from "../../components/ui/facts";

/**
 * /accounts/customrequest?requestNumber=: one request's stage, its payments (the button to pay
 * the one due), the pictures in the image viewer, approve / ask for changes on a draft, and
 * the timeline.
 */
export default definePage(CustomRequestPage, { loader: () => import("./custom-loaders.server").then((m) => m.customRequestLoader) });

function CustomRequestPage({ data }: PageProps<CustomRequestView>) {
  return <CustomRequest key={data.requestNumber} initial={data} />;
}

function CustomRequest({ initial }: { initial: CustomRequestView }) {
  const t = useT();
  const api = useApi();
  const language = useAtomValue(languageAtom);
  const [view, setView] = useState(initial);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  const act = async (path: string, body: Record<string, unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await api<CustomRequestView | null>(path, { requestNumber: view.requestNumber, ...body });
      if (result.code === 200 && result.data) {
        setView(result.data);
        setMessage("");
      }
      setNotice({ ok: result.code === 200, text: result.message });
    } catch {
      setNotice({ ok: false, text: t("custom.form.failed") });
    } finally {
      setBusy(false);
    }
  };

  const due = view.stages.find((s) => s.payUrl);
  const revisionsLeft = CUSTOM_RULES.maxRevisions - view.revisionRounds;

  return (
    <AccountLayout title={t("custom.detail.title", { number: view.requestNumber })}>
      <div className="custom-request">
        <p>
          <Link to={pathTo("accountCustomRequests")}>{t("custom.detail.back")}</Link>
        </p>
        <p className="order-status" data-testid="custom-status">
          {t(`custom.status.${view.status}`)}
        </p>
        <p role={notice && !notice.ok ? "alert" : "status"} data-testid="custom-notice">
          {notice?.text ?? ""}
        </p>

        {due?.payUrl && (
          <p>
            <a className="button button--primary" href={due.payUrl} data-testid="custom-pay">
              {t("custom.detail.pay", { amount: due.amount.formatted })}
            </a>
          </p>
        )}

        {view.status === "draft_sent" && (
          <section className="account-section custom-request__actions" aria-labelledby="custom-decide">
            <h2 id="custom-decide">{t("custom.status.draft_sent")}</h2>
            <button type="button" className="button button--primary" disabled={busy} onClick={() => act("custom/decide", { decision: "approve" })}>
              {t("custom.detail.approve")}
            </button>
            {revisionsLeft > 0 && (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  void act("custom/decide", { decision: "revise", message });
                }}
              >
                <label htmlFor="custom-revision">{t("custom.detail.reviseMessage")}</label>
                <textarea
                  id="custom-revision"
                  value={message}
                  onChange={(e) => setMessage(e.target.value)}
                  rows={3}
                  maxLength={CUSTOM_RULES.revisionMessageMax}
                />
                <p className="field__hint">{t("custom.detail.revisionsLeft", { n: revisionsLeft })}</p>
                <button type="submit" className="button" disabled={busy || !message.trim()}>
                  {t("custom.detail.sendRevision")}
                </button>
              </form>
            )}
          </section>
        )}

        <section className="account-section" aria-labelledby="custom-payments">
          <h2 id="custom-payments">{t("custom.detail.payments")}</h2>
          {view.total ? (
            <table className="account-table" data-testid="custom-stages">
              <caption>
                {t("custom.detail.total")}: {view.total.formatted}
              </caption>
              <tbody>
                {view.stages.map((s) => (
                  <tr key={s.stage}>
                    <th scope="row">{t(`custom.stage.${s.stage}`)}</th>
                    <td>{s.amount.formatted}</td>
                    <td>
                      {s.refunded
                        ? t("custom.detail.refunded")
                        : s.paid
                          ? t("custom.detail.paid")
                          : s.payUrl
                            ? t(`custom.status.${view.status}`)
                            : t("custom.detail.notYet")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>{t("custom.detail.notQuoted")}</p>
          )}
          {view.trackingNumber && <p>{t("custom.detail.tracking", { tracking: view.trackingNumber })}</p>}
        </section>

        <CustomMedia media={view.media} />

        <section className="account-section" aria-labelledby="custom-timeline">
          <h2 id="custom-timeline">{t("custom.detail.timeline")}</h2>
          <ol className="custom-request__timeline" data-testid="custom-timeline">
            {view.timeline.map((event, i) => (
              <li key={i}>
                <time dateTime={new Date(event.at).toISOString()}>{formatDate(event.at, language)}</time> — {t(`custom.status.${event.to}`)} (
                {t(`custom.actor.${event.actor}`)}){event.note && event.actor === "shopper" ? `: ${event.note}` : ""}
              </li>
            ))}
          </ol>
        </section>

        <section className="account-section" aria-labelledby="custom-request-title">
          <h2 id="custom-request-title">{t("custom.detail.request")}</h2>
          <Facts
            facts={[
              [t("custom.detail.field.type"), t(`custom.piece.${view.pieceType}`)],
              [t("custom.detail.field.material"), view.material],
              [t("custom.detail.field.stone"), view.stone],
            ]}
          />
          <p>{view.details}</p>
        </section>

        {isCancellable(view.status) && (
          <p>
            <button
              type="button"
              className="button button--link"
              disabled={busy}
              onClick={() => {
                if (window.confirm(t("custom.detail.cancelConfirm"))) void act("custom/cancel", {});
              }}
            >
              {t("custom.detail.cancel")}
            </button>
          </p>
        )}
      </div>
    </AccountLayout>
  );
}
