import { useSetAtom } from "jotai";
import { useCallback, useState } from "react";
import type { ApiBody } from "~/shared/api-contract";
import type { CartView } from "~/shared/checkout-types";
import { cartCountAtom } from "../../atoms/shell";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";

/** The cart calls the bag page makes; each answers the whole cart. */
type CartChange = "cart/update" | "cart/remove" | "cart/applyCoupon" | "cart/removeCoupon";

export type CartNotice = { kind: "success" | "error"; text: string } | null;

/**
 * The cart as the server last priced it. Every change goes through a `cart/*` call whose
 * answer replaces the whole cart, and the header badge follows its count.
 */
export function useCart(initial: CartView) {
  const api = useApi();
  const t = useT();
  const setCount = useSetAtom(cartCountAtom);
  const [cart, setCart] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<CartNotice>(null);

  const call = useCallback(
    async <P extends CartChange>(path: P, body: ApiBody<P>, successText?: string) => {
      setBusy(true);
      try {
        const answer = await api(path, body);
        if (answer.code === 200) {
          setCart(answer.data);
          setCount(answer.data.count);
          setNotice(successText === undefined ? null : { kind: "success", text: successText || answer.message });
          return true;
        }
        setNotice({ kind: "error", text: answer.message });
        return false;
      } catch {
        setNotice({ kind: "error", text: t("cart.networkError") });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [api, setCount, t],
  );

  return { cart, busy, notice, setNotice, call };
}
