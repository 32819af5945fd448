import { useAtom } from "jotai";
import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { useT } from "../../lib/use-t";
import { loadingAtom } from "../../atoms/shell";

/**
 * The full-page loading overlay, shown while `loadingAtom` is true. It hides
 * when the page finishes: a navigation that was under way settles, or the browser shows the
 * page again from its back/forward cache after a redirect.
 */
export function LoadingOverlay() {
  const t = useT();
  const [loading, setLoading] = useAtom(loadingAtom);
  const navigation = useNavigation();
  const wasBusy = useRef(false);

  useEffect(() => {
    if (navigation.state !== "idle") wasBusy.current = true;
    else if (wasBusy.current) {
      wasBusy.current = false;
      setLoading(false);
    }
  }, [navigation.state, setLoading]);

  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && setLoading(false);
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [setLoading]);

  if (!loading) return null;
  return (
    <div className="ui-loading-overlay" data-testid="loading-overlay" role="status" aria-busy="true">
      <span className="ui-spinner" style={{ width: 40, height: 40 }} aria-hidden="true" />
      <span className="visually-hidden">{t("ui.loading")}</span>
    </div>
  );
}
