import { API_CODE } from "~/shared/api-envelope";
import type { ReturnRefused } from "../../services/orders/returns";
import type { DocumentFile } from "../../services/tax/invoice-delivery";

/** A refused return's envelope code (the back office's return route answers the same). */
export const RETURN_CODES: Record<ReturnRefused["code"], number> = {
  400: API_CODE.badRequest,
  403: API_CODE.forbidden,
  404: API_CODE.notFound,
  409: API_CODE.conflict,
  502: API_CODE.resultNull,
};

/** A PDF download: never cached, named for its number. */
export function pdfResponse(file: DocumentFile): Response {
  return new Response(file.bytes, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
