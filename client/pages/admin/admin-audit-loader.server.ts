import type { AuditRow } from "~/shared/admin-types";
import { listAudit } from "~/worker/services/admin/audit";
import { auditListBody } from "~/shared/schemas/admin";
import type { ListFilter } from "./admin-list-query.server";
import { adminListLoader, type AdminListData, type AdminPageData } from "./admin-loader.server";

/** The fields of the audit log's filter, as the URL names them. */
const AUDIT_FILTER = ["subjectType", "subjectId"] as const;
export type AuditFilter = ListFilter<(typeof AUDIT_FILTER)[number]>;

export type AdminAuditData = AdminPageData & AdminListData<(typeof AUDIT_FILTER)[number], AuditRow>;

/**
 * The audit log read on the server from the URL's filter (admin-list-query.server.ts), so a
 * filter or a page is a link and the screen renders with its rows; a refused filter shows its
 * reason and no rows.
 */
export const adminAuditLoader = adminListLoader("Audit log", "audit.view", { schema: auditListBody, fields: AUDIT_FILTER }, ({ context }, body) =>
  listAudit(context.env.DB, body),
);
