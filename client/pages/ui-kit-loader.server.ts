import type { PageLoader } from "./page-types";

/** The gallery has no data; it only names itself (a developer page, never in production). */
export const uiKitLoader: PageLoader<null> = async () => ({ data: null, title: "UI kit" });
