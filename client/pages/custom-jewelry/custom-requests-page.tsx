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
import { DataTable } from "../../components/ui/data-table";

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
        <DataTable
          className="account-table"
          data-testid="custom-requests"
          columns={[
            t("custom.account.number"),
            t("custom.account.date"),
            t("custom.detail.field.type"),
            t("custom.account.status"),
            t("custom.account.total"),
          ]}
          rows={data}
          rowKey={(r) => r.requestNumber}
          cells={(r) => (
            <>
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
            </>
          )}
        />
      )}
      <p>
        <Link to={pathTo("customMade")} className="button button--primary">
          {t("custom.account.new")}
        </Link>
      </p>
    </AccountLayout>
  );
}
