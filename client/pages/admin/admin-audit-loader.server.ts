import type { AuditRow, Paged } from "~/shared/admin-types";
import { listAudit } from "~/worker/services/admin/audit";
import { auditListBody } from "~/shared/schemas/admin";
import { listQuery, type ListFilter } from "./admin-list-query.server";
import { adminScreenLoader, type AdminPageData } from "./admin-loader.server";

/** The fields of the audit log's filter, as the URL names them. */
const AUDIT_FILTER = ["subjectType", "subjectId"] as const;
export type AuditFilter = ListFilter<(typeof AUDIT_FILTER)[number]>;

export interface AdminAuditData extends AdminPageData {
  filter: AuditFilter;
  /** The page of the log the filter asks for; null when the filter is refused (`error` says why). */
  list: Paged<AuditRow> | null;
  error: string | null;
}

/**
 * The audit log read on the server from the URL's filter (admin-list-query.server.ts), so a
 * filter or a page is a link and the screen renders with its rows; a refused filter shows its
 * reason and no rows.
 */
export const adminAuditLoader = adminScreenLoader("Audit log", "audit.view", async ({ url, context }) => {
  const { filter, body, error } = listQuery(auditListBody, AUDIT_FILTER, url.searchParams);
  const list: Paged<AuditRow> | null = body ? await listAudit(context.env.DB, body) : null;
  return { filter, list, error: error ?? null };
});
