import { createContext, useContext, useState } from "react";

/** The server's id of this response (worker/middleware/request-log.ts); entry.server provides it. */
export const RequestIdContext = createContext<string | undefined>(undefined);

/** Where the error page shows the id; the browser reads it back from there when it hydrates. */
export const REQUEST_ID_ATTRIBUTE = "data-request-id";

/**
 * The request id of a server-rendered error page, so the shopper can quote it to support. The
 * browser has no context value: it keeps the id the server wrote, and a page that failed in the
 * browser alone has none.
 */
export function useRequestId(): string | undefined {
  const fromServer = useContext(RequestIdContext);
  const [id] = useState(
    () =>
      fromServer ??
      (typeof document === "undefined"
        ? undefined
        : (document.querySelector(`[${REQUEST_ID_ATTRIBUTE}]`)?.getAttribute(REQUEST_ID_ATTRIBUTE) ?? undefined)),
  );
  return id;
}
