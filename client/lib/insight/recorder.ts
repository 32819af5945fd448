import { add, flush, sendTo } from "./beacon";
import { connect, pageType, track } from "./track";
import { forgetVisit, visitFor } from "./visit";
import { startVitals } from "./vitals";

/**
 * Merchant insight's recording, loaded only with statistics consent (./use-insight.ts): the
 * visit and its campaign, a page view per page shown, the first page's real-user speed.
 */
export function startRecording(apiPrefix: string) {
  sendTo(apiPrefix);
  connect({ add, flush });
  if (!listening) document.addEventListener("click", searchClick, true);
  listening = true;
}

let listening = false;

/** A search result opened: its place in the whole result list (listing/search-insight.ts marks the list). */
function searchClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const list = target?.closest<HTMLElement>("[data-search-term]");
  const card = target?.closest(".product-grid > li");
  if (!list || !card?.parentElement || !target?.closest("a[href]")) return;
  const position = Number(list.dataset.searchOffset ?? 0) + [...card.parentElement.children].indexOf(card) + 1;
  track({ kind: "searchClick", term: list.dataset.searchTerm ?? "", position });
}

/** Consent withdrawn: nothing more is sent and the visit is forgotten. */
export function stopRecording() {
  sendTo(null);
  connect(null);
  forgetVisit();
}

export function pageShown(location: { pathname: string; search: string }) {
  const { fresh } = visitFor(location);
  if (fresh) track({ kind: "visit" });
  track({ kind: "page" });
  startVitals(pageType());
}
