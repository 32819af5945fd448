import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useApi } from "./use-api";

const SHORT_LINK = /^\/surl\/([^/]{1,64})$/;

/**
 * A short link the app itself navigated to: the worker restores `/surl/{key}` only for a full
 * page load (a redirect), while an in-app navigation asks for the page's data and lands on the
 * 404 screen. There the key is restored with index/urlRestore and the shopper taken on to the
 * page, replacing the short link in the history. Only a path of this shop is followed.
 */
export function useShortLinkRestore(pathname: string) {
  const api = useApi();
  const navigate = useNavigate();
  useEffect(() => {
    const key = SHORT_LINK.exec(pathname)?.[1];
    if (!key) return;
    let current = true;
    api<{ url: string }>("index/urlRestore", { code: decodeURIComponent(key) })
      .then((answer) => {
        const url = answer.code === 200 ? answer.data?.url : undefined;
        if (current && url && url.startsWith("/") && !url.startsWith("//")) void navigate(url, { replace: true });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, navigate, pathname]);
}
