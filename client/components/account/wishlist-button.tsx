import { atom, useAtom, useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import type { WishlistEntry } from "~/shared/account-types";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";
import { Icon } from "../icons";

/** The visitor's or customer's wishlist as a set of SPU codes; null until first loaded. */
const wishlistCodesAtom = atom<Set<string> | null>(null);
// One holder per jotai store: the first heart to mount starts the request, the others see it
// at once (a state flag would only show up after the render, too late for its siblings).
const requestAtom = atom(() => ({ started: false }));

/**
 * The heart on product cards and product pages: adds to or removes from the wishlist,
 * visitors included (kept by uuid, merged at sign-in). The list loads once per page, on
 * the first heart shown, after hydration: listing and product pages come from the shared
 * edge cache, so their HTML shows every heart the same (off, disabled) for everyone.
 */
export function WishlistButton({ spuCode, productName, className = "" }: { spuCode: string; productName: string; className?: string }) {
  const t = useT();
  const api = useApi();
  const [codes, setCodes] = useAtom(wishlistCodesAtom);
  const request = useAtomValue(requestAtom);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const inList = codes?.has(spuCode) ?? false;

  useEffect(() => {
    if (request.started) return;
    request.started = true;
    api<WishlistEntry[]>("account/wishlist")
      .then((result) => result.code === 200 && setCodes(new Set(result.data.map((e) => e.spuCode))))
      // A failed load leaves the hearts disabled; the next page load tries again.
      .catch(() => undefined);
  }, [api, request, setCodes]);

  const toggle = async () => {
    setBusy(true);
    try {
      const result = await api(inList ? "account/wishlistRemove" : "account/wishlistAdd", { spuCode });
      setMessage(result.message);
      if (result.code === 200) {
        setCodes((current) => {
          const next = new Set(current ?? []);
          if (inList) next.delete(spuCode);
          else next.add(spuCode);
          return next;
        });
      }
    } catch {
      setMessage(t("account.networkError"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className={`wishlist-button ${className}`.trim()}>
      <button
        type="button"
        className="icon-button wishlist-button__heart"
        aria-pressed={inList}
        aria-label={t("account.wishlist.toggle", { name: productName })}
        disabled={busy || codes === null}
        onClick={toggle}
      >
        <Icon name="heart" fill={inList ? "currentColor" : "none"} />
      </button>
      <span role="status" className="visually-hidden">
        {message}
      </span>
    </span>
  );
}
