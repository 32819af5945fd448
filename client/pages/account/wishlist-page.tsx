import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { Link } from "../../components/ui/link";
import type { WishlistProduct } from "~/shared/account-types";
import { cartCountAtom, languageAtom } from "../../atoms/shell";
import { AccountLayout } from "../../components/account/account-layout";
import { FormMessage, type FormStatus } from "../../components/account/form-fields";
import { LineImage } from "../checkout/line-image";
import { formatDate } from "../../lib/format-date";
import { useApi } from "../../lib/use-api";
import { useHydrated } from "../../lib/use-hydrated";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { WishlistData } from "./account-loaders.server";
import { definePage } from "../define-page";

/**
 * /accounts/wishlist: the products the customer keeps, with "Move to cart" for products that
 * need no choice (one SKU, no engraving) and a link to the product page for the others.
 */
export default definePage(WishlistPage, { loader: () => import("./account-loaders.server").then((m) => m.wishlistLoader) });

function WishlistPage({ data }: PageProps<WishlistData>) {
  const t = useT();
  const api = useApi();
  const [items, setItems] = useState<WishlistProduct[]>(data.items);
  const [status, setStatus] = useState<FormStatus>({ state: "idle" });
  const [busy, setBusy] = useState<string | null>(null);
  const setCartCount = useSetAtom(cartCountAtom);

  const act = async (spuCode: string, path: "account/wishlistRemove" | "account/wishlistMoveToCart") => {
    setBusy(spuCode);
    try {
      const result = await api(path, { spuCode });
      if (result.code === 200) {
        setItems((list) => list.filter((item) => item.spuCode !== spuCode));
        if ("cartCount" in result.data) setCartCount(result.data.cartCount);
      }
      setStatus({ state: result.code === 200 ? "success" : "error", message: result.message });
    } catch {
      setStatus({ state: "error", message: t("account.networkError") });
    } finally {
      setBusy(null);
    }
  };

  return (
    <AccountLayout title={t("account.wishlist.title")}>
      <FormMessage status={status} testId="wishlist-status" />
      {items.length === 0 ? (
        <p>
          {t("account.wishlist.empty")} <Link to="/">{t("account.wishlist.browse")}</Link>
        </p>
      ) : (
        <ul className="wishlist-list" aria-label={t("account.wishlist.title")}>
          {items.map((item) => (
            <WishlistRow key={item.spuCode} item={item} busy={busy === item.spuCode} onAct={(path) => act(item.spuCode, path)} />
          ))}
        </ul>
      )}
    </AccountLayout>
  );
}

function WishlistRow({
  item,
  busy,
  onAct,
}: {
  item: WishlistProduct;
  busy: boolean;
  onAct: (path: "account/wishlistRemove" | "account/wishlistMoveToCart") => void;
}) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const hydrated = useHydrated();
  const { product } = item;
  const name = product?.title ?? t("account.wishlist.product", { code: item.spuCode });
  return (
    <li className="wishlist-list__item" data-testid="wishlist-item" data-spu={item.spuCode}>
      <LineImage image={product ? { ...product.image, alt: "" } : null} size={72} />
      <span className="wishlist-list__text">
        {product ? (
          <Link to={product.href} className="wishlist-list__title">
            {name}
          </Link>
        ) : (
          <strong>{name}</strong>
        )}
        <span className="wishlist-list__date">
          {product ? product.price.formatted : t("account.wishlist.unavailable")} ·{" "}
          {t("account.wishlist.addedOn", { date: formatDate(item.addedAt, language) })}
        </span>
      </span>
      <span className="wishlist-list__actions">
        {product && item.skuCode && (
          <button type="button" className="button button--primary" disabled={!hydrated || busy} onClick={() => onAct("account/wishlistMoveToCart")}>
            {t("account.wishlist.moveToCart")}
            <span className="visually-hidden"> {name}</span>
          </button>
        )}
        {product && !item.skuCode && (
          <Link to={product.href} className="button">
            {t("account.wishlist.chooseOnPage")}
            <span className="visually-hidden"> {name}</span>
          </Link>
        )}
        <button type="button" className="button" disabled={!hydrated || busy} onClick={() => onAct("account/wishlistRemove")}>
          {t("account.wishlist.remove")}
          <span className="visually-hidden"> {name}</span>
        </button>
      </span>
    </li>
  );
}
