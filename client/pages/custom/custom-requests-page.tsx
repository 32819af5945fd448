import { useAtomValue } from "jotai";
import type { CustomRequestSummary } from "~/shared/custom-request-types";
import { pathTo } from "~/shared/url-scheme";
import { languageAtom } from "../../atoms/shell";
import { AccountLayout } from "../../components/account/account-layout";
import { Link } from "../../components/ui/link";
import { formatDate } from "../../lib/format-date";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import { definePage } from "../define-page";

/** /accounts/customrequests: the customer's custom-jewelry requests with their stage. */
export default definePage(CustomRequestsPage, { loader: () => import("./custom-loaders.server").then((m) => m.customRequestsLoader) });

function CustomRequestsPage({ data }: PageProps<CustomRequestSummary[]>) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  return (
    <AccountLayout title={t("custom.account.title")}>
      {data.length === 0 ? (
        <p data-testid="custom-empty">{t("custom.account.empty")}</p>
      ) : (
        <table className="custom-request__stages" data-testid="custom-requests">
          <thead>
            <tr>
              <th scope="col">{t("custom.account.number")}</th>
              <th scope="col">{t("custom.account.date")}</th>
              <th scope="col">{t("custom.detail.field.type")}</th>
              <th scope="col">{t("custom.account.status")}</th>
              <th scope="col">{t("custom.account.total")}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((r) => (
              <tr key={r.requestNumber}>
                <td>
                  <Link
                    to={pathTo("accountCustomRequest", {}, { requestNumber: r.requestNumber })}
                    aria-label={t("custom.account.view", { number: r.requestNumber })}
                  >
                    {r.requestNumber}
                  </Link>
                </td>
                <td>{formatDate(r.createdAt, language)}</td>
                <td>{t(`custom.piece.${r.pieceType}`)}</td>
                <td>{t(`custom.status.${r.status}`)}</td>
                <td>{r.total?.formatted ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <Link to={pathTo("customMade")} className="button button--primary">
          {t("custom.account.new")}
        </Link>
      </p>
    </AccountLayout>
  );
}
