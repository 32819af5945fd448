import { useStore } from "jotai";
import { useEffect } from "react";
import { shellStateAtom } from "../../atoms/shell";
import { whenShown } from "../when-shown";
import { enableInsight, pageType, track } from "./beacon";
import { visitFor } from "./visit";
import { startVitals } from "./vitals";

/**
 * Merchant insight for the shop's pages, with statistics consent only: the visit and its
 * campaign, a page view per page shown, and the first page's real-user speed. The back office
 * is not the shop and records nothing.
 */
export function useInsight(allowed: boolean | "unknown", location: { pathname: string; search: string }) {
  const store = useStore();
  const admin = location.pathname.startsWith("/admin");
  const on = allowed === true && !admin;
  const known = allowed !== "unknown" || admin;
  useEffect(() => {
    enableInsight(on ? (store.get(shellStateAtom)?.apiPrefix ?? null) : known ? null : undefined);
  }, [on, known, store]);

  useEffect(() => {
    if (!on) return;
    return whenShown(() => {
      const { fresh } = visitFor(location);
      if (fresh) track({ kind: "visit" });
      track({ kind: "page" });
      startVitals(pageType());
    });
    // A new page is a new pathname; the search of the same page (a filter) is no new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [on, location.pathname]);
}
