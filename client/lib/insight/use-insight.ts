import { useStore } from "jotai";
import { useEffect } from "react";
import { shellStateAtom } from "../../atoms/shell";
import { whenShown } from "../when-shown";
import { connect } from "./track";

let recorder: Promise<typeof import("./recorder")> | undefined;
const loadRecorder = () => (recorder ??= import("./recorder"));

/**
 * Merchant insight for the shop's pages, with statistics consent only (docs/decisions/1360-merchant-insight.md).
 * The recorder is its own chunk, loaded once consent is given; the back office records nothing.
 * `allowed` is "unknown" until the visitor's consent is known.
 */
export function useInsight(allowed: boolean | "unknown", location: { pathname: string; search: string }) {
  const store = useStore();
  const admin = location.pathname.startsWith("/admin");
  const on = allowed === true && !admin;
  const known = allowed !== "unknown" || admin;
  useEffect(() => {
    const prefix = store.get(shellStateAtom)?.apiPrefix;
    if (on && prefix) void loadRecorder().then((m) => m.startRecording(prefix));
    else if (known) {
      connect(null);
      if (recorder) void recorder.then((m) => m.stopRecording());
    } else connect(undefined);
  }, [on, known, store]);

  useEffect(() => {
    if (!on) return;
    let live = true;
    const stop = whenShown(() => void loadRecorder().then((m) => live && m.pageShown(location)));
    return () => {
      live = false;
      stop();
    };
    // A new page is a new pathname; the search of the same page (a filter) is no new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [on, location.pathname]);
}
