import { useAtomValue } from "jotai";
import { useState } from "react";
import { Link } from "react-router";
import type { WishlistEntry } from "~/shared/account-types";
import { languageAtom } from "../../atoms/shell";
import { AccountLayout } from "../../components/account/account-layout";
import { FormMessage, type FormStatus } from "../../components/account/form-fields";
import { formatDate } from "../../lib/format-date";
import { useApi } from "../../lib/use-api";
import { useHydrated } from "../../lib/use-hydrated";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { WishlistData } from "./account-loaders.server";

/**
 * /accounts/wishlist: the products the customer keeps, by product code, with a way to
 * remove each. Product cards (image, name, price, move to cart) need the catalogue and the
 * cart, which are not part of the shop yet.
 */
export default function WishlistPage({ data }: PageProps<WishlistData>) {
  const t = useT();
  const api = useApi();
  const language = useAtomValue(languageAtom);
  const [items, setItems] = useState<WishlistEntry[]>(data.items);
  const [status, setStatus] = useState<FormStatus>({ state: "idle" });
  const hydrated = useHydrated();

  const remove = async (spuCode: string) => {
    const result = await api("account/wishlistRemove", { spuCode });
    if (result.code === 200) setItems((list) => list.filter((item) => item.spuCode !== spuCode));
    setStatus(result.code === 200 ? { state: "success", message: result.message } : { state: "error", message: result.message });
  };

  return (
    <AccountLayout title={t("account.wishlist.title")}>
      <FormMessage status={status} />
      {items.length === 0 ? (
        <p>
          {t("account.wishlist.empty")} <Link to="/">{t("account.wishlist.browse")}</Link>
        </p>
      ) : (
        <ul className="wishlist-list" aria-label={t("account.wishlist.title")}>
          {items.map((item) => (
            <li key={item.spuCode} className="wishlist-list__item">
              <span>
                <strong>{t("account.wishlist.product", { code: item.spuCode })}</strong>
                <span className="wishlist-list__date">{t("account.wishlist.addedOn", { date: formatDate(item.addedAt, language) })}</span>
              </span>
              <button type="button" className="button" disabled={!hydrated} onClick={() => remove(item.spuCode)}>
                {t("account.wishlist.remove")}
                <span className="visually-hidden"> {item.spuCode}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </AccountLayout>
  );
}
