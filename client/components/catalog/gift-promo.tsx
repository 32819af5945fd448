import { useAtomValue } from "jotai";
import { Link } from "../ui/link";
import { pathTo, routeFlags } from "~/shared/url-scheme";
import { type PageId } from "~/shared/routes";
import { freeGiftAtom, giftCodeAtom } from "../../atoms/catalog";
import { useT } from "../../lib/use-t";
import { Icon } from "../icons";
import { ProductImage } from "./product-image";

/**
 * The free-gift promotion: on home, category, product, landing product, standard
 * collection, new arrival, sale and search pages, when a gift code is stored and its
 * campaign names a gift.
 */
export function GiftPromo({ page }: { page: PageId }) {
  const t = useT();
  const code = useAtomValue(giftCodeAtom);
  const gift = useAtomValue(freeGiftAtom);
  if (!routeFlags(page).giftPromo || !code || !gift || gift.code !== code) return null;
  return (
    <aside className="gift-promo" aria-label={t("catalog.gift.label")} data-testid="gift-promo">
      <Icon name="gift" />
      <ProductImage image={gift.productImage} fixedWidth={56} alt="" />
      <p>
        <strong>{gift.getNow ? t("catalog.gift.title") : gift.soldOut ? t("catalog.gift.soldOut") : t("catalog.gift.ended")}</strong>{" "}
        {gift.getNow && t("catalog.gift.text", { title: gift.title })}
      </p>
      <Link to={gift.href} className="button">
        {t("catalog.gift.see")}
      </Link>
      <Link to={pathTo("freeGift")}>{t("catalog.gift.how")}</Link>
    </aside>
  );
}
