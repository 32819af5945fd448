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
